// Test fixtures: an in-memory devnet context and a way to call handlers exactly as the server does
// (params decoded by the registry's wire rules, results checked against the registry's schemas).
import Database from 'better-sqlite3';
import { findMethod } from '@/lib/registry';
import { decodeWireParams } from '@/lib/registry/wire-params';
import type { DevnetContext, ServiceModule } from './contracts';
import { createAtomicMemory } from './atomic-memory';
import { DevnetClock } from './clock';
import { createIndexStore, type IndexStore } from './indexer';
import { createLogger } from './logger';
import { HRP, NETWORK_ID } from '../genesis/constants';

export interface TestContext extends DevnetContext {
  clock: DevnetClock;
  indexStore: IndexStore;
}

export function testContext(startMs = Date.UTC(2026, 0, 1)): TestContext {
  const db = new Database(':memory:');
  const clock = new DevnetClock();
  clock.setVirtual(startMs);
  const indexStore = createIndexStore(db);
  return {
    db,
    clock,
    log: createLogger('silent'),
    indexer: indexStore,
    indexStore,
    atomic: createAtomicMemory(db),
    networkID: NETWORK_ID,
    hrp: HRP,
  };
}

/** Calls `method` on `modules` with raw wire params; parses the result with the registry schema. */
export async function callMethod(modules: ServiceModule[], method: string, rawParams: unknown = {}): Promise<unknown> {
  const def = findMethod(method);
  if (!def) throw new Error(`registry has no ${method}`);
  const handler = modules.find((m) => m.handlers[method])?.handlers[method];
  if (!handler) throw new Error(`no handler for ${method}`);
  const result = await handler(decodeWireParams(def, rawParams), { path: '/test' });
  def.result.parse(result);
  return result;
}
