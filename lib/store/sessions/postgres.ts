// Operator sessions on PostgreSQL (schema snowline_sessions): any instance can check a session
// another instance made.
import type pg from 'pg';
import { applyPostgresMigrations, type PostgresMigration } from '@/lib/store/postgres/migration';
import type { OperatorSessionRecord, SessionStore } from './records';

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

const TABLE = 'snowline_sessions.sessions';
type Row = { id_hash: string; created_ms: number; expires_ms: number };

export async function openPostgresSessionStore(pool: pg.Pool): Promise<SessionStore> {
  await applyPostgresMigrations(pool, 'sessions', SESSIONS_POSTGRES_MIGRATIONS);
  return {
    create: async (s) => {
      await pool.query(`INSERT INTO ${TABLE} (id_hash, created_ms, expires_ms) VALUES ($1, $2, $3)`, [
        s.idHash,
        s.createdMs,
        s.expiresMs,
      ]);
    },
    find: async (idHash, nowMs): Promise<OperatorSessionRecord | null> => {
      const { rows } = await pool.query<Row>(`SELECT * FROM ${TABLE} WHERE id_hash = $1 AND expires_ms > $2`, [
        idHash,
        nowMs,
      ]);
      const r = rows[0];
      return r ? { idHash: r.id_hash, createdMs: r.created_ms, expiresMs: r.expires_ms } : null;
    },
    revoke: async (idHash) =>
      ((await pool.query(`DELETE FROM ${TABLE} WHERE id_hash = $1`, [idHash])).rowCount ?? 0) > 0,
    purgeExpired: async (nowMs) =>
      (await pool.query(`DELETE FROM ${TABLE} WHERE expires_ms <= $1`, [nowMs])).rowCount ?? 0,
  };
}
