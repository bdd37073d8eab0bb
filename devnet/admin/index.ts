export { Profiler, CPU_PROFILE_FILE, MEM_PROFILE_FILE, LOCK_PROFILE_FILE, STACKTRACE_FILE } from './profiler';
export { createAdminService, metaTableReader, DB_ERROR, type AdminDeps, type KeyValueReader } from './service';
