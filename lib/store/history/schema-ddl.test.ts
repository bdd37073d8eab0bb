// The history schema's rendered steps upgrade a database written by an older Snowline: its rows stay,
// and it ends with the tables and columns a new database starts with, on SQLite and on PostgreSQL.
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applyPostgresMigrations } from '@/lib/store/postgres/migration';
import { openPostgresPool } from '@/lib/store/postgres/pool';
import { applySqliteMigrations } from '@/lib/store/sqlite/migration';
import { createTestDatabase } from '@/lib/store/testing/each-store';
import { HISTORY_TABLES } from './schema';
import { HISTORY_POSTGRES_MIGRATIONS, HISTORY_SQLITE_MIGRATIONS } from './schema-ddl';
import { TABLES } from './write-plan';

/** Before ERC-1155 (step 4): token transfers had no batch index or token id. */
const BEFORE_ERC1155 = 3;
const OLD_TRANSFER = ['0xtoken', 7, 2, 1_700_000_000_000, '0xtx', '0xfrom', '0xto', '5'];
const OLD_TRANSFER_COLUMNS = 'token, height, log_index, time_ms, tx_hash, from_addr, to_addr, value';

const sqliteColumns = (db: Database.Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name).sort();

describe('history schema on SQLite', () => {
  it('upgrades an old file: a token transfer keeps its values and gains batch index 0', () => {
    const db = new Database(':memory:');
    applySqliteMigrations(db, 'old.sqlite', HISTORY_SQLITE_MIGRATIONS.slice(0, BEFORE_ERC1155));
    db.prepare(
      `INSERT INTO token_transfers (${OLD_TRANSFER_COLUMNS}) VALUES (${OLD_TRANSFER.map(() => '?').join(', ')})`,
    ).run(...OLD_TRANSFER);
    expect(applySqliteMigrations(db, 'old.sqlite', HISTORY_SQLITE_MIGRATIONS)).toBe(HISTORY_SQLITE_MIGRATIONS.length);
    expect(db.prepare('SELECT token, height, batch_index, token_id, value FROM token_transfers').all()).toEqual([
      { token: '0xtoken', height: 7, batch_index: 0, token_id: null, value: '5' },
    ]);
    // The rebuilt table has its listing indexes back.
    const indexes = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'token_transfers'`);
    expect(indexes.all().map((r) => (r as { name: string }).name)).toEqual(
      expect.arrayContaining(['token_transfers_from', 'token_transfers_to']),
    );
  });

  it('gives every declared table its declared columns, which the write plan inserts into', () => {
    const db = new Database(':memory:');
    applySqliteMigrations(db, 'new.sqlite', HISTORY_SQLITE_MIGRATIONS);
    for (const [name, table] of HISTORY_TABLES)
      expect(sqliteColumns(db, name)).toEqual(Object.keys(table.columns).sort());
    for (const spec of Object.values(TABLES)) {
      expect(sqliteColumns(db, spec.name)).toEqual(expect.arrayContaining(spec.columns.map((c) => c[0])));
    }
  });
});

describe('history schema on PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const p of pools) await p.end().catch(() => undefined);
    for (const d of drops) await d();
  });

  it('upgrades an old database: a token transfer keeps its values and gains batch index 0', async () => {
    const db = await createTestDatabase();
    drops.push(db.drop);
    const pool = openPostgresPool({ url: db.url, max: 2 });
    pools.push(pool);
    await applyPostgresMigrations(pool, 'history', HISTORY_POSTGRES_MIGRATIONS.slice(0, BEFORE_ERC1155));
    await pool.query(
      `INSERT INTO snowline_history.token_transfers (${OLD_TRANSFER_COLUMNS})
       VALUES (${OLD_TRANSFER.map((_, i) => `$${i + 1}`).join(', ')})`,
      OLD_TRANSFER,
    );
    await applyPostgresMigrations(pool, 'history', HISTORY_POSTGRES_MIGRATIONS);
    const { rows } = await pool.query(
      'SELECT token, height::int, batch_index::int, token_id, value FROM snowline_history.token_transfers',
    );
    expect(rows).toEqual([{ token: '0xtoken', height: 7, batch_index: 0, token_id: null, value: '5' }]);
    const columns = await pool.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'snowline_history'`,
    );
    for (const [name, table] of HISTORY_TABLES) {
      const actual = columns.rows.filter((r) => r.table_name === name).map((r) => r.column_name);
      expect(actual.sort()).toEqual(Object.keys(table.columns).sort());
    }
  });
});
