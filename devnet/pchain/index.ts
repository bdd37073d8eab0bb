// createPChain: opens (or creates) the P-chain state and returns its ChainHandle for main.ts.
import type { ChainHandle, DevnetContext } from '@/devnet/core/contracts';
import { P_CHAIN_ID } from '@/devnet/genesis/constants';
import { PChainEngine } from './chain';
import { type NodeIdentity, buildDefaultState, loadNodeIdentity, writeGenesis } from './genesis';
import { createPlatformService } from './service';
import { PState } from './state';
import type { PUtxo } from './utxo';

export interface PChainOptions {
  validators: number;
  delegators: number;
  xChainID: Uint8Array;
  /** Seed of the simulated stakers (default 'snowline'). */
  seed?: string;
}

export interface PChainHandle extends ChainHandle {
  alias: 'P';
  engine: PChainEngine;
  state: PState;
  /** This node's identity (NodeID and persisted BLS key), for info.getNodeID. */
  node: NodeIdentity;
  height(): bigint;
  /** P-chain time (Unix seconds). */
  chainTime(): bigint;
  utxosOf(addresses: Uint8Array[]): PUtxo[];
}

/**
 * On a fresh database this writes genesis at `ctx.clock.nowMs()` and builds the default state
 * (simulated stakers, a permissioned subnet, an L1) synchronously — so on a fresh data dir call it
 * while the clock is at the start of the pre-built history.
 */
export function createPChain(ctx: DevnetContext, opts: PChainOptions): PChainHandle {
  const state = new PState(ctx.db);
  const node = loadNodeIdentity(state);
  const engine = new PChainEngine(ctx, state, opts.xChainID, node.nodeID);
  if (!state.lastBlock()) {
    const time = BigInt(Math.floor(ctx.clock.nowMs() / 1000));
    writeGenesis(ctx, state, node, time);
    buildDefaultState(engine, { validators: opts.validators, delegators: opts.delegators, seed: opts.seed ?? 'snowline' });
    ctx.log.info('P-chain genesis built', { height: engine.height.toString(), validators: opts.validators, delegators: opts.delegators });
  }
  const platform = createPlatformService({ engine, hrp: ctx.hrp });
  return {
    alias: 'P',
    chainID: P_CHAIN_ID,
    engine,
    state,
    node,
    services: [platform],
    issueTx: (bytes) => engine.issue(bytes),
    tick: (nowMs) => engine.tick(nowMs),
    height: () => engine.height,
    chainTime: () => engine.chainTime,
    utxosOf: (addresses) => {
      const seen = new Set<string>();
      const out: PUtxo[] = [];
      for (const a of addresses) {
        for (const u of state.utxosOf(a, new Uint8Array(0), 100_000)) {
          const k = Buffer.from(u.utxoID).toString('hex');
          if (!seen.has(k)) {
            seen.add(k);
            out.push(u);
          }
        }
      }
      return out;
    },
  };
}
