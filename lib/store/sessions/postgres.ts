// Operator sessions on PostgreSQL (schema snowline_sessions): any instance can check a session
// another instance made.
import type pg from 'pg';
import { applyPostgresMigrations, type PostgresMigration } from '@/lib/store/postgres/migration';
import { numberedAll } from '../sql';
import type { SessionStore } from './records';
import { sessionArgs, sessionSql, toSession } from './session-sql';

/** The snowline_sessions schema's steps. Append; never edit a shipped step. */
const SESSIONS_POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    description: 'operator sessions',
    up: `
      CREATE TABLE snowline_sessions.sessions (
        id_hash text PRIMARY KEY, created_ms bigint NOT NULL, expires_ms bigint NOT NULL);
      CREATE INDEX sessions_expiry ON snowline_sessions.sessions (expires_ms);
    `,
  },
];

const SQL = numberedAll(sessionSql((name) => `snowline_sessions.${name}`));

export async function openPostgresSessionStore(pool: pg.Pool): Promise<SessionStore> {
  await applyPostgresMigrations(pool, 'sessions', SESSIONS_POSTGRES_MIGRATIONS);
  const changes = async (sql: string, args: unknown[]) => (await pool.query(sql, args)).rowCount ?? 0;
  return {
    create: async (s) => void (await pool.query(SQL.insert, sessionArgs(s))),
    find: async (idHash, nowMs) => {
      const r = (await pool.query(SQL.find, [idHash, nowMs])).rows[0];
      return r ? toSession(r) : null;
    },
    revoke: async (idHash) => (await changes(SQL.revoke, [idHash])) > 0,
    purgeExpired: (nowMs) => changes(SQL.purge, [nowMs]),
  };
}
