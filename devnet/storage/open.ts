// Opens the devnet's one SQLite file and refuses anything that is not ours: a non-empty directory
// without our database, a file that is not SQLite, or a database made for another format or network.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export const DB_FILE = 'devnet.sqlite';
const FORMAT_NAME = 'snowline-devnet';
const FORMAT_VERSION = '1';

/** Files SQLite itself puts next to the database; anything else in the directory makes it foreign. */
const OWN_FILES = new Set([DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, `${DB_FILE}-journal`]);

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

export interface OpenedStore {
  db: Database.Database;
  /** True when the database was just created (the caller builds genesis and history). */
  fresh: boolean;
  dataDir: string;
}

export function openStore(dataDir: string, opts: { networkID: number }): OpenedStore {
  const dir = path.resolve(dataDir);
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) {
    throw new DataDirError(`data dir ${dir} exists and is not a directory`);
  }
  fs.mkdirSync(dir, { recursive: true });
  const entries = fs.readdirSync(dir);
  const dbPath = path.join(dir, DB_FILE);
  const hasDb = entries.includes(DB_FILE);
  const foreign = entries.filter((e) => !OWN_FILES.has(e));
  if (!hasDb && entries.length > 0) {
    throw new DataDirError(
      `data dir ${dir} is not empty and holds no devnet database (${DB_FILE}); found ${foreign.slice(0, 5).join(', ')}. ` +
        'Refusing to use it: pass an empty or new directory with --data-dir.',
    );
  }

  let db: Database.Database;
  try {
    db = new Database(dbPath);
    // Any read forces SQLite to look at the header; a non-database file fails here.
    db.pragma('schema_version');
  } catch (e) {
    throw new DataDirError(
      `${dbPath} is not a readable SQLite database (${(e as Error).message}); refusing to reset it`,
    );
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`integrity check failed: ${String(check)}`);
  } catch (e) {
    db.close();
    throw new DataDirError(`${dbPath} is corrupt (${(e as Error).message}); refusing to reset it`);
  }

  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all() as string[];
  if (tables.length === 0) {
    db.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    const put = db.prepare(`INSERT INTO meta (key, value) VALUES (?, ?)`);
    db.transaction(() => {
      put.run('format', FORMAT_NAME);
      put.run('formatVersion', FORMAT_VERSION);
      put.run('networkID', String(opts.networkID));
      put.run('createdAt', new Date().toISOString());
    })();
    return { db, fresh: true, dataDir: dir };
  }

  const fail = (why: string): never => {
    db.close();
    throw new DataDirError(`${dbPath} ${why}; refusing to use or reset it`);
  };
  if (!tables.includes('meta')) fail('is a SQLite database that was not made by the devnet (no meta table)');
  const meta = new Map(
    (db.prepare(`SELECT key, value FROM meta`).all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
  );
  if (meta.get('format') !== FORMAT_NAME) fail(`has format "${meta.get('format') ?? ''}", expected "${FORMAT_NAME}"`);
  if (meta.get('formatVersion') !== FORMAT_VERSION) {
    fail(`has format version ${meta.get('formatVersion') ?? '?'}, this devnet reads version ${FORMAT_VERSION}`);
  }
  if (meta.get('networkID') !== String(opts.networkID)) {
    fail(`belongs to network ${meta.get('networkID') ?? '?'}, not ${opts.networkID}`);
  }
  // A crash before genesis finished leaves a half-built database: report it rather than guess.
  if (meta.get('genesisComplete') !== '1') fail('was never fully initialised (genesis did not complete)');
  return { db, fresh: false, dataDir: dir };
}

export function getMeta(db: Database.Database, key: string): string | undefined {
  const row = db.prepare(`SELECT value FROM meta WHERE key = ?`).get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Database.Database, key: string, value: string): void {
  db.prepare(`INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
    key,
    value,
  );
}
