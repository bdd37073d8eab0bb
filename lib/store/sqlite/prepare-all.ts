import type Database from 'better-sqlite3';

/** Each statement of `sql` prepared once, under its own name. */
export function prepareAll<K extends string>(
  db: Database.Database,
  sql: Record<K, string>,
): Record<K, Database.Statement> {
  const out = {} as Record<K, Database.Statement>;
  for (const k of Object.keys(sql) as K[]) out[k] = db.prepare(sql[k]);
  return out;
}
