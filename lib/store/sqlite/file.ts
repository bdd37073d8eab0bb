// Opens one SQLite file of the store (better-sqlite3) in WAL mode and brings its schema up to date.
// Each owner module has its own file and its own user_version: a module's migrations never wait for,
// or depend on, another's, and the chain-history follower's bulk writes never contend with app state.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { applySqliteMigrations, type SqliteMigration } from './migration';

/**
 * How hard a commit is pushed to disk. In WAL mode both survive a `kill -9` of Snowline: a commit is
 * in the WAL (the OS page cache) before it returns.
 * - `full`: the WAL is also fsynced at every commit, so a commit survives a power loss or an OS crash.
 *   App state (watchlist, alerts, sessions) uses it: writes are rare, and an accepted one must stay.
 * - `normal`: fsync only at checkpoints; a power loss may drop the last commits, never corrupt the
 *   file. For bulk data that is re-derived from the node after a loss (the follower's history).
 */
export type SqliteDurability = 'full' | 'normal';

export function openSqliteFile(
  dataDir: string,
  fileName: string,
  migrations: readonly SqliteMigration[],
  durability: SqliteDurability = 'full',
): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  let db: Database.Database | undefined;
  try {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    applySqliteMigrations(db, file, migrations);
    return db;
  } catch (e) {
    db?.close();
    const msg = (e as Error).message;
    throw new Error(msg.startsWith(file) ? msg : `cannot open ${file}: ${msg}`);
  }
}
