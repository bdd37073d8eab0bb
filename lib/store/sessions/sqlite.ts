// Operator sessions on SQLite: <dataDir>/sessions.sqlite.
import type { SqliteMigration } from '@/lib/store/sqlite/migration';
import { openSqliteFile } from '@/lib/store/sqlite/file';
import type { OperatorSessionRecord, SessionStore } from './records';

const SESSIONS_SQLITE_FILE = 'sessions.sqlite';

/** sessions.sqlite's schema steps (PRAGMA user_version). Append; never edit a shipped step. */
const SESSIONS_SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  {
    description: 'operator sessions',
    up: `
      CREATE TABLE sessions (id_hash TEXT PRIMARY KEY, created_ms INTEGER NOT NULL, expires_ms INTEGER NOT NULL)
        WITHOUT ROWID;
      CREATE INDEX sessions_expiry ON sessions (expires_ms);
    `,
  },
];

type Row = { id_hash: string; created_ms: number; expires_ms: number };
const toRecord = (r: Row): OperatorSessionRecord => ({
  idHash: r.id_hash,
  createdMs: Number(r.created_ms),
  expiresMs: Number(r.expires_ms),
});

export function openSqliteSessionStore(dataDir: string): SessionStore & { close(): void } {
  const db = openSqliteFile(dataDir, SESSIONS_SQLITE_FILE, SESSIONS_SQLITE_MIGRATIONS);
  const st = {
    insert: db.prepare('INSERT INTO sessions (id_hash, created_ms, expires_ms) VALUES (?, ?, ?)'),
    find: db.prepare('SELECT * FROM sessions WHERE id_hash = ? AND expires_ms > ?'),
    revoke: db.prepare('DELETE FROM sessions WHERE id_hash = ?'),
    purge: db.prepare('DELETE FROM sessions WHERE expires_ms <= ?'),
  };
  return {
    close: () => db.close(),
    create: async (s) => void st.insert.run(s.idHash, s.createdMs, s.expiresMs),
    find: async (idHash, nowMs) => {
      const r = st.find.get(idHash, nowMs) as Row | undefined;
      return r ? toRecord(r) : null;
    },
    revoke: async (idHash) => st.revoke.run(idHash).changes > 0,
    purgeExpired: async (nowMs) => st.purge.run(nowMs).changes,
  };
}
