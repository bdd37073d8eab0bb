import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/lib/store/testing/each-store';
import { applyPostgresMigrations, type PostgresMigration } from './migration';
import { openPostgresPool } from './pool';

// Steps that fail if run twice (no IF NOT EXISTS): applying each exactly once is what is tested.
const STEPS: PostgresMigration[] = [
  { description: 'things', up: 'CREATE TABLE snowline_demo.things (id integer PRIMARY KEY)' },
  { description: 'a name for things', up: 'ALTER TABLE snowline_demo.things ADD COLUMN name text' },
];

const pools: pg.Pool[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const p of pools) await p.end().catch(() => undefined);
  for (const d of drops) await d();
});
async function database() {
  const db = await createTestDatabase();
  drops.push(db.drop);
  return db.url;
}
function pool(url: string) {
  const p = openPostgresPool({ url, max: 2 });
  pools.push(p);
  return p;
}

describe('PostgreSQL schema migrations', () => {
  it('apply each step once when several instances start together', async () => {
    const url = await database();
    const results = await Promise.all([1, 2, 3, 4].map(() => applyPostgresMigrations(pool(url), 'demo', STEPS)));
    expect(results).toEqual([2, 2, 2, 2]);
    const { rows } = await pool(url).query('SELECT version, description FROM snowline_demo.schema_migrations');
    expect(rows).toEqual([
      { version: 1, description: 'things' },
      { version: 2, description: 'a name for things' },
    ]);
  });

  it('apply only the new steps of a later release', async () => {
    const url = await database();
    const p = pool(url);
    await applyPostgresMigrations(p, 'demo', STEPS.slice(0, 1));
    await p.query('INSERT INTO snowline_demo.things (id) VALUES (7)');
    await applyPostgresMigrations(p, 'demo', STEPS);
    expect((await p.query('SELECT id, name FROM snowline_demo.things')).rows).toEqual([{ id: 7, name: null }]);
  });

  it('roll a failed step back whole, naming it', async () => {
    const url = await database();
    const p = pool(url);
    const broken = [...STEPS, { description: 'a typo', up: 'ALTER TABLE snowline_demo.thingz ADD COLUMN x int' }];
    await expect(applyPostgresMigrations(p, 'demo', broken)).rejects.toThrow(/step 3 \(a typo\) failed/);
    // Nothing of the run is left: not even the first two steps of it.
    const { rows } = await p.query("SELECT to_regclass('snowline_demo.things') AS t");
    expect(rows[0].t).toBeNull();
  });

  it('refuse a schema written by a newer Snowline', async () => {
    const url = await database();
    await applyPostgresMigrations(pool(url), 'demo', STEPS);
    await expect(applyPostgresMigrations(pool(url), 'demo', STEPS.slice(0, 1))).rejects.toThrow(
      /newer than this Snowline knows/,
    );
  });

  it('a pool with a statement timeout cancels a long read, while a slow migration step still runs whole', async () => {
    const url = await database();
    const p = openPostgresPool({ url, max: 2, statementTimeoutMs: 300 });
    pools.push(p);
    // A read that would hold its connection (and the request waiting on it) for two seconds.
    await expect(p.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    const slow: PostgresMigration[] = [
      { description: 'slow', up: 'SELECT pg_sleep(0.6); CREATE TABLE snowline_demo.slow (id int)' },
    ];
    expect(await applyPostgresMigrations(p, 'demo', slow)).toBe(1);
    expect((await p.query("SELECT to_regclass('snowline_demo.slow') AS t")).rows[0].t).not.toBeNull();
  });
});
