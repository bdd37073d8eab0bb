// createPChain: opens (or creates) the P-chain state and returns its ChainHandle for main.ts.
import type { ChainHandle, DevnetContext } from '@/devnet/core/contracts';
import { P_CHAIN_ID } from '@/devnet/genesis/constants';
import { bytesEqual, idFromString, idToString } from '@/lib/codec/ids';
import { decodePvmTx } from '@/lib/codec/pvm';
import { PChainEngine } from './chain';
import { heliconAfterGenesis as helicon } from './auto-renew';
import { type NodeIdentity, SUBNET_EVM_VM_ID_STR, buildDefaultState, loadNodeIdentity, writeGenesis } from './genesis';
import { createPlatformHandlers } from './service';
import { buildStuckL1 } from '@/devnet/icm/stuck-l1';
import { type ChainRow, PState } from './state';
import type { PUtxo } from './utxo';

/** A blockchain created on the P-chain by a CreateChainTx. */
export interface CreatedBlockchain {
  blockchainID: Uint8Array;
  blockchainIDStr: string;
  name: string;
  subnetID: Uint8Array;
  vmID: Uint8Array;
  /** Whether its VM is subnet-evm (so the devnet should run an EVM for it). */
  subnetEvm: boolean;
  /** `config.chainId` of its genesis, when the genesis is EVM genesis JSON. */
  evmChainId?: number;
}

export interface PChainOptions {
  validators: number;
  delegators: number;
  xChainID: Uint8Array;
  /** Seed of the simulated stakers (default 'snowline'). */
  seed?: string;
  /** The node's chain alias table, so aliases made by admin.aliasChain are accepted as chain ids. */
  lookupChain?: (aliasOrID: string) => Uint8Array | undefined;
  /** Fresh state only: when (Unix seconds) the first L1 validator's balance runs out. */
  l1BalanceRunsOutAt?: bigint;
  /** Fresh state only: when (Unix seconds) one genesis validator's stake ends. */
  stakeEndsAt?: bigint;
  /** When (Unix seconds) Helicon activates (default: a second after genesis). */
  heliconTime?: bigint;
  /** Fresh state only: add the L1 whose signing weight is below quorum (--icm-stuck). */
  icmStuckL1?: boolean;
}

export interface PChainHandle extends ChainHandle {
  alias: 'P';
  engine: PChainEngine;
  state: PState;
  /** This node's identity (NodeID and persisted BLS key), for info.getNodeID. */
  node: NodeIdentity;
  /** The chain's own platform.* handlers. */
  handlers: ReturnType<typeof createPlatformHandlers>;
  height(): bigint;
  /** P-chain time (Unix seconds). */
  chainTime(): bigint;
  utxosOf(addresses: Uint8Array[]): PUtxo[];
  /** The subnet-evm blockchains that exist now, in creation order. */
  subnetEvmChains(): CreatedBlockchain[];
  /** Calls `cb` (after the block commits) for each blockchain created from now on; returns an unsubscribe. */
  onBlockchainCreated(cb: (chain: CreatedBlockchain) => void): () => void;
}

const SUBNET_EVM_VM_ID = idFromString(SUBNET_EVM_VM_ID_STR);

/** Reads `config.chainId` from the genesis of the CreateChainTx that created `chain`. */
function evmChainIdOf(state: PState, chain: ChainRow): number | undefined {
  const stored = state.tx(chain.id);
  if (!stored) return undefined;
  const u = decodePvmTx(stored.bytes).unsigned;
  if (u.kind !== 'CreateChainTx') return undefined;
  try {
    const g = JSON.parse(new TextDecoder().decode(u.genesisData)) as { config?: { chainId?: unknown } };
    const id = g.config?.chainId;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

function createdBlockchain(state: PState, chain: ChainRow): CreatedBlockchain {
  const out: CreatedBlockchain = {
    blockchainID: chain.id,
    blockchainIDStr: idToString(chain.id),
    name: chain.name,
    subnetID: chain.subnetID,
    vmID: chain.vmID,
    subnetEvm: bytesEqual(chain.vmID, SUBNET_EVM_VM_ID),
  };
  const evmChainId = evmChainIdOf(state, chain);
  if (evmChainId !== undefined) out.evmChainId = evmChainId;
  return out;
}

/**
 * On a fresh database this writes genesis at `ctx.clock.nowMs()` and builds the default state
 * (simulated stakers, a permissioned subnet, an L1) synchronously — so on a fresh data dir call it
 * while the clock is at the start of the pre-built history.
 */
export function createPChain(ctx: DevnetContext, opts: PChainOptions): PChainHandle {
  const state = new PState(ctx.db);
  const node = loadNodeIdentity(state);
  const fresh = !state.lastBlock();
  const genesisTime = fresh ? BigInt(Math.floor(ctx.clock.nowMs() / 1000)) : state.blockByHeight(0n)!.time;
  const engine = new PChainEngine(ctx, state, opts.xChainID, node.nodeID, opts.heliconTime ?? helicon(genesisTime));
  if (fresh) {
    const time = genesisTime;
    writeGenesis(ctx, state, node, time, opts.stakeEndsAt);
    buildDefaultState(engine, {
      validators: opts.validators,
      delegators: opts.delegators,
      seed: opts.seed ?? 'snowline',
      ...(opts.l1BalanceRunsOutAt !== undefined ? { l1BalanceRunsOutAt: opts.l1BalanceRunsOutAt } : {}),
    });
    if (opts.icmStuckL1) buildStuckL1(engine, opts.seed ?? 'snowline');
    ctx.log.info('P-chain genesis built', {
      height: engine.height.toString(),
      validators: opts.validators,
      delegators: opts.delegators,
    });
  }
  const handlers = createPlatformHandlers({
    engine,
    hrp: ctx.hrp,
    ...(opts.lookupChain ? { lookupChain: opts.lookupChain } : {}),
  });
  return {
    alias: 'P',
    chainID: P_CHAIN_ID,
    engine,
    state,
    node,
    handlers,
    issueTx: (bytes) => engine.issue(bytes),
    tick: (nowMs) => engine.tick(nowMs),
    height: () => engine.height,
    chainTime: () => engine.chainTime,
    subnetEvmChains: () =>
      state.chains
        .all()
        .filter((c) => bytesEqual(c.vmID, SUBNET_EVM_VM_ID))
        .map((c) => createdBlockchain(state, c)),
    onBlockchainCreated: (cb) => engine.onChainCreated((c) => cb(createdBlockchain(state, c))),
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
