// Snowline's state, behind one interface per owner module, each with a SQLite and a PostgreSQL
// implementation (lib/store/<module>/{records,sqlite,postgres}.ts):
// - monitor: uptime samples, watchlist, alerts and their delivery outbox (lib/store/monitor);
// - sessions: operator sign-in sessions (lib/store/sessions);
// - leader: which instance runs a singleton worker such as the sampler (lib/store/leader);
// - history: what the chain follower indexed: txs by address, asset and node, balances, tokens (lib/store/history).
//
// On SQLite every module has its own file in SNOWLINE_DATA_DIR with its own PRAGMA user_version, so a
// module with heavy writes (the chain-history follower: give it history.sqlite, durability 'normal')
// never blocks app state. On PostgreSQL every module has its own schema (snowline_<module>) with its own
// schema_migrations table, all on one pool. To add a module: records.ts (its interface and types),
// sqlite.ts and postgres.ts with their migrations, a field here, and a line in each branch of open.ts;
// run its tests on both with describeEachStore (lib/store/testing/each-store.ts).
import type { HistoryStore } from './history/records';
import type { LeaderLock } from './leader/lease';
import type { MonitorStore } from './monitor/records';
import type { SessionStore } from './sessions/records';

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  readonly monitor: MonitorStore;
  readonly sessions: SessionStore;
  readonly leader: LeaderLock;
  readonly history: HistoryStore;
  /** Resolves when the store answers; rejects with the reason otherwise (readiness checks). */
  ping(): Promise<void>;
  /** Releases held leases and closes files and connections. */
  close(): Promise<void>;
}
