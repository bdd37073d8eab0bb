// The history schema's steps (schema.ts) as SQLite and PostgreSQL migrations. SQLite tables are
// WITHOUT ROWID unless declared otherwise; PostgreSQL tables live in the snowline_history schema.
import type { PostgresMigration } from '@/lib/store/postgres/migration';
import type { SqliteMigration } from '@/lib/store/sqlite/migration';
import {
  HISTORY_SCHEMA,
  tablesAfter,
  type ColumnDecl,
  type IndexDecl,
  type SchemaStep,
  type TableDecl,
} from './schema';

type Dialect = 'sqlite' | 'postgres';

const TYPES: Record<Dialect, Record<string, string>> = {
  sqlite: { text: 'TEXT', int: 'INTEGER', real: 'REAL', bytes: 'BLOB', amount: 'TEXT' },
  postgres: { text: 'text', int: 'bigint', real: 'double precision', bytes: 'bytea', amount: 'text COLLATE "C"' },
};

/** The PostgreSQL type of a declared column (the write plan casts its arrays to it). */
export function postgresType(decl: ColumnDecl): string {
  return TYPES.postgres[/^\w+/.exec(decl)![0]]!.replace(' COLLATE "C"', '');
}

function columnSql(d: Dialect, name: string, decl: ColumnDecl): string {
  const [, base, nullable, dflt] = /^(\w+)(\?)?( = 0)?$/.exec(decl)!;
  return `${name} ${TYPES[d][base!]}${nullable ? '' : ' NOT NULL'}${dflt ? ' DEFAULT 0' : ''}`;
}

const qualified = (d: Dialect, table: string) => (d === 'postgres' ? `snowline_history.${table}` : table);

function createTable(d: Dialect, name: string, t: TableDecl): string {
  const cols = Object.entries(t.columns).map(([c, decl]) => columnSql(d, c, decl));
  const rowid = d === 'sqlite' && !t.rowid ? ' WITHOUT ROWID' : '';
  return `CREATE TABLE ${qualified(d, name)} (${[...cols, `PRIMARY KEY (${t.primaryKey.join(', ')})`].join(', ')})${rowid};`;
}

function createIndex(d: Dialect, i: IndexDecl): string {
  // PostgreSQL matches a LIKE prefix on an expression index only with text_pattern_ops.
  const on = i.on.map((c) => (d === 'postgres' && c.includes('(') ? `${c} text_pattern_ops` : c));
  return `CREATE INDEX ${i.name} ON ${qualified(d, i.table)} (${on.join(', ')})${i.where ? ` WHERE ${i.where}` : ''};`;
}

/** SQLite cannot change a key in place: copy into the new table, then take the old one's name and indexes. */
function rekeySqlite(from: TableDecl, name: string, to: TableDecl, indexes: readonly IndexDecl[]): string[] {
  const next = `${name}_rekeyed`;
  const copied = Object.keys(to.columns).map((c) =>
    c in from.columns ? c : to.columns[c]!.endsWith(' = 0') ? '0' : 'NULL',
  );
  return [
    createTable('sqlite', next, to),
    `INSERT INTO ${next} SELECT ${copied.join(', ')} FROM ${name};`,
    `DROP TABLE ${name};`,
    `ALTER TABLE ${next} RENAME TO ${name};`,
    ...indexes.filter((i) => i.table === name).map((i) => createIndex('sqlite', i)),
  ];
}

function rekeyPostgres(from: TableDecl, name: string, to: TableDecl): string[] {
  const t = qualified('postgres', name);
  return [
    ...Object.entries(to.columns)
      .filter(([c]) => !(c in from.columns))
      .map(([c, decl]) => `ALTER TABLE ${t} ADD COLUMN ${columnSql('postgres', c, decl)};`),
    `ALTER TABLE ${t} DROP CONSTRAINT ${name}_pkey;`,
    `ALTER TABLE ${t} ADD PRIMARY KEY (${to.primaryKey.join(', ')});`,
  ];
}

function stepSql(d: Dialect, step: SchemaStep, before: readonly SchemaStep[]): string {
  const out: string[] = [];
  for (const [name, cols] of Object.entries(step.addColumns ?? {})) {
    for (const [c, decl] of Object.entries(cols)) {
      out.push(`ALTER TABLE ${qualified(d, name)} ADD COLUMN ${columnSql(d, c, decl)};`);
    }
  }
  if (step.rekey) {
    const { table, to } = step.rekey;
    const from = tablesAfter(before).get(table)!;
    out.push(
      ...(d === 'sqlite'
        ? rekeySqlite(
            from,
            table,
            to,
            before.flatMap((s) => s.indexes ?? []),
          )
        : rekeyPostgres(from, table, to)),
    );
  }
  for (const [name, t] of Object.entries(step.tables ?? {})) out.push(createTable(d, name, t));
  for (const i of step.indexes ?? []) out.push(createIndex(d, i));
  return out.join('\n');
}

const render = (d: Dialect) =>
  HISTORY_SCHEMA.map((step, n) => ({
    description: step.description,
    up: stepSql(d, step, HISTORY_SCHEMA.slice(0, n)),
  }));

/** history.sqlite's steps (PRAGMA user_version = steps applied). */
export const HISTORY_SQLITE_MIGRATIONS: readonly SqliteMigration[] = render('sqlite');
/** The snowline_history schema's steps (recorded in snowline_history.schema_migrations). */
export const HISTORY_POSTGRES_MIGRATIONS: readonly PostgresMigration[] = render('postgres');
