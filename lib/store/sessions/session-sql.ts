// The session store's statements, written once for both stores (`?` placeholders, numbered on
// PostgreSQL; table names through `t`), and the mapping of its rows.
import type { TableRef } from '../sql';
import type { OperatorSessionRecord } from './records';

export function sessionSql(t: TableRef) {
  return {
    insert: `INSERT INTO ${t('sessions')} (id_hash, created_ms, expires_ms) VALUES (?, ?, ?)`,
    find: `SELECT * FROM ${t('sessions')} WHERE id_hash = ? AND expires_ms > ?`,
    revoke: `DELETE FROM ${t('sessions')} WHERE id_hash = ?`,
    purge: `DELETE FROM ${t('sessions')} WHERE expires_ms <= ?`,
  };
}

export const sessionArgs = (s: OperatorSessionRecord) => [s.idHash, s.createdMs, s.expiresMs];

type Row = Record<string, unknown>;
export const toSession = (r: Row): OperatorSessionRecord => ({
  idHash: String(r.id_hash),
  createdMs: Number(r.created_ms),
  expiresMs: Number(r.expires_ms),
});
