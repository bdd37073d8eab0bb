import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteHistoryStore } from './sqlite';
import { HistoryReadError, sqliteReadPool, type SqliteReadPool } from './sqlite-read-pool';
import { startCursorsAtZero } from './testing/writes';

// A read that keeps SQLite busy for minutes: walks a long recursive series, answering a row now and then.
const HEAVY = {
  sql: `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000000000)
        SELECT x FROM c WHERE x % 1000000 = 0`,
  args: [],
};

const dirs: string[] = [];
const pools: SqliteReadPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function historyFile(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-read-pool-'));
  dirs.push(dir);
  const store = openSqliteHistoryStore(dir);
  await startCursorsAtZero(store, ['X', 'P'], 'index', 1_700_000_000_000);
  await store.close();
  return path.join(dir, 'history.sqlite');
}

const pool = (file: string, o: Parameters<typeof sqliteReadPool>[1]) => {
  const p = sqliteReadPool(file, o);
  pools.push(p);
  return p;
};

/** How many times a 10 ms timer on this thread fired while `work` ran. */
async function ticksDuring(work: Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  await work.catch(() => undefined);
  clearInterval(timer);
  return ticks;
}

describe('SQLite history reads off the app thread', () => {
  it('answers reads from worker threads with the rows of the file', async () => {
    const p = pool(await historyFile(), { threads: 1 });
    const rows = await p.read({ sql: 'SELECT chain FROM cursors WHERE chain = ? OR chain = ?', args: ['P', 'X'] });
    expect(rows.map((r) => r.chain).sort()).toEqual(['P', 'X']);
    await expect(p.read({ sql: 'SELECT * FROM no_such_table', args: [] })).rejects.toThrow(/no such table/);
  });

  it('a heavy read does not stall this thread, and past its limit it stops with a readable error', async () => {
    const p = pool(await historyFile(), { threads: 2, timeoutMs: 1_500 });
    const heavy = p.read(HEAVY).catch((e: unknown) => e);
    // The other worker keeps answering while the first one is busy.
    const light = await p.read({ sql: 'SELECT count(*) AS n FROM cursors', args: [] });
    expect(light).toEqual([{ n: 2 }]);
    expect(await ticksDuring(heavy)).toBeGreaterThan(5);
    const error = await heavy;
    expect(error).toBeInstanceOf(HistoryReadError);
    expect((error as Error).message).toMatch(/took longer than 2 s and was stopped/);
    expect((error as Error).message).not.toContain('history.sqlite');
    // The stopped worker was replaced: the pool still reads.
    expect(await p.read({ sql: 'SELECT 7 AS n', args: [] })).toEqual([{ n: 7 }]);
  });

  it('refuses at once, with a readable reason, when its queue is full', async () => {
    const p = pool(await historyFile(), { threads: 1, maxQueued: 2, timeoutMs: 2_000 });
    const waiting = Promise.allSettled([p.read(HEAVY), p.read(HEAVY), p.read(HEAVY)]);
    await expect(p.read(HEAVY)).rejects.toThrow(/busy: try again/);
    await p.close();
    expect((await waiting).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it("serves the store's page reads", async () => {
    const dir = path.dirname(await historyFile());
    const store = openSqliteHistoryStore(dir, { threads: 2, timeoutMs: 10_000 });
    try {
      expect((await store.addressTxs({ address: 'local1none', limit: 5 })).rows).toEqual([]);
      expect(await store.addressSummary('local1none')).toBeNull();
    } finally {
      await store.close();
    }
  });
});
