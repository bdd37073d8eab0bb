// A DevnetContext for the EVM tests: a real SQLite file (or memory), the real indexer, a settable clock.
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import type { DevnetContext } from '../core/contracts';
import { createAtomicMemory } from '../core/atomic-memory';
import { DevnetClock } from '../core/clock';
import { createIndexStore, type IndexStore } from '../core/indexer';
import { createLogger } from '../core/logger';
import type { EvmChain } from './chain';
import { createCChain } from './index';

export interface TestContext extends DevnetContext {
  clock: DevnetClock;
  index: IndexStore;
}

export function testContext(file = ':memory:', startMs = Date.UTC(2026, 0, 1)): TestContext {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  const clock = new DevnetClock();
  clock.setVirtual(startMs);
  const index = createIndexStore(db);
  return {
    db,
    clock,
    log: createLogger('silent'),
    indexer: index,
    index,
    atomic: createAtomicMemory(db),
    networkID: 12345,
    hrp: 'local',
  };
}

/** One in-memory C-chain shared by a describe block's tests (set up before them, closed after). */
export function cChainPerSuite(): { readonly ctx: TestContext; readonly evm: EvmChain } {
  const suite = {} as { ctx: TestContext; evm: EvmChain };
  beforeAll(async () => {
    suite.ctx = testContext();
    suite.evm = await createCChain(suite.ctx);
  });
  afterAll(() => suite.ctx.db.close());
  return suite;
}
