export { Profiler } from './profiler';
export { createAdminService, metaTableReader } from './service';
