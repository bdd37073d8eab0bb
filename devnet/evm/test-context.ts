// A DevnetContext for the EVM tests: a real SQLite file (or memory), the real indexer, a settable clock.
import Database from 'better-sqlite3';
import type { DevnetContext } from '../core/contracts';
import { createAtomicMemory } from '../core/atomic-memory';
import { DevnetClock } from '../core/clock';
import { createIndexStore, type IndexStore } from '../core/indexer';
import { createLogger } from '../core/logger';

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
