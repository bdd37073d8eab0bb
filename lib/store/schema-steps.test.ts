// Each store's schema steps are as many, and described alike, on SQLite as on PostgreSQL, so both
// databases hold the same data whichever a deployment runs on.
import { describe, expect, it } from 'vitest';
import { HISTORY_POSTGRES_MIGRATIONS, HISTORY_SQLITE_MIGRATIONS } from './history/schema-ddl';
import { MONITOR_POSTGRES_MIGRATIONS } from './monitor/postgres-migrations';
import { MONITOR_SQLITE_MIGRATIONS } from './monitor/sqlite-migrations';

describe('schema steps', () => {
  it.each([
    ['history', HISTORY_SQLITE_MIGRATIONS, HISTORY_POSTGRES_MIGRATIONS],
    ['monitor', MONITOR_SQLITE_MIGRATIONS, MONITOR_POSTGRES_MIGRATIONS],
  ] as const)('of the %s store are the same on SQLite and PostgreSQL', (_store, sqlite, postgres) => {
    expect(sqlite.map((m) => m.description)).toEqual(postgres.map((m) => m.description));
  });
});
