// Operator sessions on SQLite: <dataDir>/sessions.sqlite.
import type { SqliteMigration } from '@/lib/store/sqlite/migration';
import { openSqliteFile } from '@/lib/store/sqlite/file';
import { prepareAll } from '@/lib/store/sqlite/prepare-all';
import type { SessionStore } from './records';
import { sessionArgs, sessionSql, toSession } from './session-sql';

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

export function openSqliteSessionStore(dataDir: string): SessionStore & { close(): void } {
  const db = openSqliteFile(dataDir, SESSIONS_SQLITE_FILE, SESSIONS_SQLITE_MIGRATIONS);
  const st = prepareAll(
    db,
    sessionSql((name) => name),
  );
  return {
    close: () => db.close(),
    create: async (s) => void st.insert.run(...sessionArgs(s)),
    find: async (idHash, nowMs) => {
      const r = st.find.get(idHash, nowMs) as Record<string, unknown> | undefined;
      return r ? toSession(r) : null;
    },
    revoke: async (idHash) => st.revoke.run(idHash).changes > 0,
    purgeExpired: async (nowMs) => st.purge.run(nowMs).changes,
  };
}
