// Opens the store the configuration names, with every module's schema brought up to date.
import type { StoreConfig } from './config';
import { openPostgresHistoryStore } from './history/postgres';
import { openSqliteHistoryStore } from './history/sqlite';
import { createPostgresLeaderLock } from './leader/postgres-lock';
import { createProcessLeaderLock } from './leader/process-lock';
import { openPostgresMonitorStore } from './monitor/postgres';
import { openSqliteMonitorStore } from './monitor/sqlite';
import { openPostgresPool } from './postgres/pool';
import { openPostgresSessionStore } from './sessions/postgres';
import { openSqliteSessionStore } from './sessions/sqlite';
import type { HistoryStore } from './history/records';
import type { Store } from './store';

/** Closing twice is harmless: the second call waits for the first. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

export async function openStore(config: StoreConfig): Promise<Store> {
  return config.kind === 'sqlite' ? openSqliteStore(config.dataDir) : openPostgresStore(config.url, config.poolMax);
}

function openSqliteStore(dataDir: string): Store {
  const monitor = openSqliteMonitorStore(dataDir);
  let sessions;
  let history;
  try {
    sessions = openSqliteSessionStore(dataDir);
    history = openSqliteHistoryStore(dataDir);
  } catch (e) {
    monitor.close();
    sessions?.close();
    throw e;
  }
  const leader = createProcessLeaderLock();
  return {
    kind: 'sqlite',
    monitor,
    sessions,
    leader,
    history,
    ping: async () => void (await monitor.lastRun()),
    close: once(async () => {
      monitor.close();
      sessions.close();
      await history.close();
    }),
  };
}

/** Longest statement the instance's pool runs (page reads, sessions, the monitor); the follower's has none. */
const STATEMENT_TIMEOUT_MS = 10_000;

async function openPostgresStore(url: string, poolMax: number): Promise<Store> {
  const pool = openPostgresPool({ url, max: poolMax, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  try {
    const [monitor, sessions] = [await openPostgresMonitorStore(pool), await openPostgresSessionStore(pool)];
    const history = await openPostgresHistoryStore(pool);
    const leader = createPostgresLeaderLock({ url });
    return {
      kind: 'postgres',
      monitor,
      sessions,
      leader,
      history,
      ping: async () => void (await pool.query('SELECT 1')),
      close: once(async () => {
        await leader.close();
        await pool.end();
      }),
    };
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw new Error(`cannot open the PostgreSQL store: ${(e as Error).message}`);
  }
}

/** Connections the history follower's thread opens to PostgreSQL, beside the instance's pool. */
const FOLLOWER_POOL_MAX = 4;

/**
 * The history module alone, on connections of its own: the follower's thread writes through it while
 * the instance's store serves pages.
 */
export async function openHistoryStore(
  config: StoreConfig,
): Promise<{ history: HistoryStore; close(): Promise<void> }> {
  if (config.kind === 'sqlite') {
    const history = openSqliteHistoryStore(config.dataDir);
    return { history, close: once(() => history.close()) };
  }
  const pool = openPostgresPool({ url: config.url, max: Math.min(config.poolMax, FOLLOWER_POOL_MAX) });
  try {
    return { history: await openPostgresHistoryStore(pool), close: once(() => pool.end()) };
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw new Error(`cannot open the PostgreSQL history store: ${(e as Error).message}`);
  }
}
