// Test fixtures: an in-memory devnet context and a way to call handlers exactly as the server does
// (params decoded by the registry's wire rules, results checked against the registry's schemas).
import Database from 'better-sqlite3';
import { findMethod, type AnyMethodDef } from '@/lib/registry';
import { decodeWireParams } from '@/lib/registry/wire-params';
import type { DevnetContext, RequestContext } from './contracts';
import type { ServiceImplementation } from '../server/implement';
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

/** Handlers as tests hold them: a module's part of a service, or a whole implemented service. */
export type TestedHandlers = { methods: Record<string, AnyMethodDef>; handlers: object } | ServiceImplementation;

/** Calls `method` as the server does (params decoded by the registry's wire rules); parses the result with the registry schema. */
export async function callMethod(served: TestedHandlers[], method: string, rawParams: unknown = {}): Promise<unknown> {
  const def = findMethod(method);
  if (!def) throw new Error(`registry has no ${method}`);
  const key = method.slice(method.indexOf('.') + 1);
  let run: ((params: unknown, ctx: RequestContext) => unknown) | undefined;
  for (const s of served) {
    if ('namespace' in s) {
      run = s.methods.get(method)?.run;
    } else if (s.methods[key] === def) {
      const h = (s.handlers as Record<string, unknown>)[key];
      if (typeof h === 'function') run = h as (params: unknown, ctx: RequestContext) => unknown;
    }
    if (run) break;
  }
  if (!run) throw new Error(`no handler for ${method}`);
  const result = await run(decodeWireParams(def, rawParams), { path: '/test' });
  def.result.parse(result);
  return result;
}
