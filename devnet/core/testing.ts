// The devnet's one test context (an in-memory or on-disk devnet context with a settable clock) and a
// way to call handlers exactly as the server does (params decoded by the registry's wire rules,
// results checked against the registry's schemas).
import Database from 'better-sqlite3';
import { findMethod, type AnyMethodDef } from '@/lib/registry';
import { decodeWireParams } from '@/lib/registry/wire-params';
import type { Utxo } from '@/lib/codec/avax';
import type { DevnetContext, RequestContext } from './contracts';
import type { ServiceImplementation } from '../server/implement';
import { createAtomicMemory } from './atomic-memory';
import { DevnetClock } from './clock';
import { createIndexStore, type IndexStore } from './indexer';
import { SILENT_LOGGER } from './logger';
import { AVAX_ASSET_ID, HRP, NETWORK_ID } from '../genesis/constants';

export interface TestContext extends DevnetContext {
  clock: DevnetClock;
  indexStore: IndexStore;
}

/**
 * A devnet context for tests and tools: SQLite in memory (or the `file`, in WAL mode, or the open
 * `db`), the real indexer and atomic memory, a clock set to `startMs` and a silent log.
 */
export function testContext(o: { file?: string; db?: Database.Database; startMs?: number } = {}): TestContext {
  let db = o.db;
  if (!db) {
    db = new Database(o.file ?? ':memory:');
    if (o.file !== undefined && o.file !== ':memory:') db.pragma('journal_mode = WAL');
  }
  const clock = new DevnetClock();
  clock.setVirtual(o.startMs ?? Date.UTC(2026, 0, 1));
  const indexStore = createIndexStore(db);
  return {
    db,
    clock,
    log: SILENT_LOGGER,
    indexer: indexStore,
    indexStore,
    atomic: createAtomicMemory(db),
    networkID: NETWORK_ID,
    hrp: HRP,
  };
}

/**
 * Puts a UTXO of `amount` nAVAX owned by `owner` alone in shared memory, as if `sourceChain` had
 * exported it to `destinationChain` in tx `txID`; returns it. `encode` is the destination chain's
 * UTXO codec.
 */
export function putExportedAvax(
  ctx: DevnetContext,
  a: {
    sourceChain: Uint8Array;
    destinationChain: Uint8Array;
    txID: Uint8Array;
    owner: Uint8Array;
    amount: bigint;
    encode: (utxo: Utxo) => Uint8Array;
  },
): Utxo {
  const owners = { locktime: 0n, threshold: 1, addrs: [a.owner] };
  const utxo: Utxo = {
    txID: a.txID,
    outputIndex: 0,
    assetID: AVAX_ASSET_ID,
    output: { kind: 'secp256k1fx.TransferOutput', amount: a.amount, owners },
  };
  const { sourceChain, destinationChain } = a;
  const row = { txID: a.txID, outputIndex: 0, sourceChain, destinationChain, bytes: a.encode(utxo) };
  ctx.db.transaction(() => ctx.atomic.put([{ ...row, addresses: [a.owner] }]))();
  return utxo;
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
