// admin.* handlers (/ext/admin, api/admin/service.go). Served only when the devnet runs with
// --api-admin-enabled=true; otherwise the server must not route /ext/admin at all (404).
import type Database from 'better-sqlite3';
import { parseBytes } from '@/lib/codec/encoding';
import { registry } from '@/lib/registry';
import { WIRE_PARAMS_ERROR_MESSAGE } from '@/lib/registry/wire-params';
import { NodeError } from '../core/contracts';
import { implement, type ServiceImplementation } from '../server/implement';
import type { AliasTable } from '../core/aliases';
import { type LoggerLevels, type LogLevelName, parseLogLevel } from '../core/logger';
import type { Profiler } from './profiler';

/** rpcdb's error enum (proto/pb/rpcdb): what dbGet reports in `errorCode`. */
const DB_ERROR = { UNSPECIFIED: 0, CLOSED: 1, NOT_FOUND: 2 } as const;

/** The raw key-value view admin.dbGet reads. */
export interface KeyValueReader {
  /** undefined when absent; throws `closed` semantics are reported by `closed()`. */
  get(key: Uint8Array): Uint8Array | undefined;
  closed?(): boolean;
}

/** The devnet's own key-value table: `meta` (keys are the UTF-8 bytes of its key column). */
export function metaTableReader(db: Database.Database): KeyValueReader {
  const stmt = db.prepare(`SELECT value FROM meta WHERE key = ?`).pluck();
  return {
    get: (key) => {
      const v = stmt.get(Buffer.from(key).toString('utf8')) as string | undefined;
      return v === undefined ? undefined : new TextEncoder().encode(v);
    },
    closed: () => !db.open,
  };
}

export interface AdminDeps {
  aliases: AliasTable;
  loggers: LoggerLevels;
  profiler: Profiler;
  /** The devnet's configuration as admin.getConfig returns it (plain JSON-able object). */
  config: Record<string, unknown>;
  db: KeyValueReader;
  /** VMs the devnet can load beyond those it started with; the devnet has no plugin directory. */
  loadVMs?: () => { newVMs: Record<string, string[]>; failedVMs: Record<string, string> };
}

function levelParam(raw: string | undefined): LogLevelName | undefined {
  if (raw === undefined) return undefined;
  const lvl = parseLogLevel(raw);
  // logging.Level's UnmarshalJSON fails the whole call for an unknown name.
  if (!lvl) throw new NodeError(WIRE_PARAMS_ERROR_MESSAGE);
  return lvl;
}

export function createAdminService(d: AdminDeps): ServiceImplementation {
  const levelsOf = (names: string[]) => {
    const out: Record<string, { logLevel: string; displayLevel: string }> = {};
    for (const name of names) {
      const e = d.loggers.get(name);
      if (!e) throw new NodeError(`logger with name ${JSON.stringify(name)} not found`);
      out[name] = { logLevel: e.logLevel, displayLevel: e.displayLevel };
    }
    return out;
  };
  const namesFor = (p: { loggerName?: string }): string[] => {
    const name = p.loggerName ?? '';
    return name === '' ? d.loggers.names() : [name];
  };

  return implement(registry.admin, {
    startCPUProfiler: async () => {
      await d.profiler.startCPUProfiler();
      return {};
    },
    stopCPUProfiler: async () => {
      await d.profiler.stopCPUProfiler();
      return {};
    },
    memoryProfile: () => {
      d.profiler.memoryProfile();
      return {};
    },
    lockProfile: () => {
      d.profiler.lockProfile();
      return {};
    },
    stacktrace: () => {
      d.profiler.stacktrace();
      return {};
    },
    alias: (p) => {
      d.aliases.aliasEndpoint(p.endpoint ?? '', p.alias ?? '');
      return {};
    },
    aliasChain: (p) => {
      d.aliases.aliasChain(p.chain ?? '', p.alias ?? '');
      return {};
    },
    getChainAliases: (p) => ({ aliases: d.aliases.chainAliases(p.chain ?? '') }),
    getLoggerLevel: (p) => ({ loggerLevels: levelsOf(namesFor(p)) }),
    setLoggerLevel: (p) => {
      const logLevel = levelParam(p.logLevel);
      const displayLevel = levelParam(p.displayLevel);
      if (!logLevel && !displayLevel) throw new NodeError('need to specify either displayLevel or logLevel');
      const names = namesFor(p);
      for (const name of names) {
        if (!d.loggers.set(name, { logLevel, displayLevel }))
          throw new NodeError(`logger with name ${JSON.stringify(name)} not found`);
      }
      return { loggerLevels: levelsOf(names) };
    },
    loadVMs: () => {
      const r = d.loadVMs?.() ?? { newVMs: {}, failedVMs: {} };
      // failedVMs is omitempty in the node's reply.
      return Object.keys(r.failedVMs).length > 0 ? r : { newVMs: r.newVMs };
    },
    getConfig: () => d.config,
    dbGet: (p) => {
      let key: Uint8Array;
      try {
        key = parseBytes(p.key ?? '', 'hexnc');
      } catch (e) {
        throw new NodeError((e as Error).message);
      }
      // Like rpcdb: closed and not-found are reported in errorCode, not as a call error.
      if (d.db.closed?.()) return { value: '', errorCode: DB_ERROR.CLOSED };
      const value = d.db.get(key);
      if (value === undefined) return { value: '', errorCode: DB_ERROR.NOT_FOUND };
      return { value: '0x' + Buffer.from(value).toString('hex'), errorCode: DB_ERROR.UNSPECIFIED };
    },
  });
}
