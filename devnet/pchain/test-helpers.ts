// Test fixtures for the P-chain: an in-memory devnet context with a controllable clock.
import type Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import type { DevnetContext } from '@/devnet/core/contracts';
import type { DevnetClock } from '@/devnet/core/clock';
import type { IndexStore } from '@/devnet/core/indexer';
import { testContext } from '@/devnet/core/testing';
import { X_CHAIN_ID } from '@/devnet/genesis/constants';
import { type PChainHandle, createPChain } from './index';

export const T0_MS = Date.UTC(2026, 0, 1);

export interface PFixture {
  ctx: DevnetContext;
  clock: DevnetClock;
  indexer: IndexStore;
  p: PChainHandle;
}

export function pFixture(
  opts: {
    validators?: number;
    delegators?: number;
    file?: string;
    db?: Database.Database;
    startMs?: number;
    l1BalanceRunsOutAt?: bigint;
    stakeEndsAt?: bigint;
    heliconTime?: bigint;
  } = {},
): PFixture {
  const ctx = testContext({
    ...(opts.db ? { db: opts.db } : opts.file ? { file: opts.file } : {}),
    startMs: opts.startMs ?? T0_MS,
  });
  const { clock, indexStore: indexer } = ctx;
  const p = createPChain(ctx, {
    validators: opts.validators ?? 8,
    delegators: opts.delegators ?? 20,
    xChainID: X_CHAIN_ID,
    ...(opts.l1BalanceRunsOutAt !== undefined ? { l1BalanceRunsOutAt: opts.l1BalanceRunsOutAt } : {}),
    ...(opts.stakeEndsAt !== undefined ? { stakeEndsAt: opts.stakeEndsAt } : {}),
    ...(opts.heliconTime !== undefined ? { heliconTime: opts.heliconTime } : {}),
  });
  return { ctx, clock, indexer, p };
}

/** Calls a platform handler like the server would (params already decoded). */
export async function call(p: PChainHandle, method: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const h = (p.handlers.handlers as Record<string, unknown>)[method.slice('platform.'.length)];
  if (typeof h !== 'function') throw new Error(`no handler ${method}`);
  return (await h(params, { path: '/ext/bc/P' })) as unknown;
}

/** A maker of P-chain fixtures with `defaults`, each closed after its test (call at a suite's top level). */
export function pFixturesClosedAfterEach(defaults: Parameters<typeof pFixture>[0] = {}) {
  const open: PFixture[] = [];
  afterEach(() => {
    for (const f of open.splice(0)) f.ctx.db.close();
  });
  return (opts: Parameters<typeof pFixture>[0] = {}): PFixture => {
    const f = pFixture({ ...defaults, ...opts });
    open.push(f);
    return f;
  };
}
