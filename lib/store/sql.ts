// What the store's SQL, written once for SQLite and PostgreSQL, is built from.

/** A table's name as the store spells it: bare on SQLite, schema-qualified on PostgreSQL. */
export type TableRef = (name: string) => string;

/** `?` placeholders to PostgreSQL's `$1…$n`. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Each statement of `sql` with PostgreSQL's placeholders. */
export function numberedAll<K extends string>(sql: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const k of Object.keys(sql) as K[]) out[k] = numbered(sql[k]);
  return out;
}
