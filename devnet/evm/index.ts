// The devnet's EVM chains: the C-chain (coreth flavor) and subnet-evm chains for L1 blockchains.
import type { DevnetContext } from '../core/contracts';
import { C_CHAIN_EVM_ID, C_CHAIN_ID, EWOQ_EVM_ADDRESS } from '../genesis/constants';
import { createEvmChain, type EvmChain } from './chain';
import { evmAllowListRoles } from './deployments';

export { type EvmChain } from './chain';
/** The local network's C-chain genesis gives ewoq 0x295BE96E64066972000000 wei (facts §4). */
export const C_CHAIN_EWOQ_BALANCE = 0x295be96e64066972000000n;

/** The C-chain: coreth flavor, EVM chain id 43112, ewoq funded, blocks indexed at /ext/index/C/block. */
export function createCChain(ctx: DevnetContext, opts: { debugTracer?: boolean } = {}): Promise<EvmChain> {
  return createEvmChain(ctx, {
    debugTracer: opts.debugTracer,
    flavor: 'coreth',
    blockchainID: C_CHAIN_ID,
    evmChainId: C_CHAIN_EVM_ID,
    genesisAlloc: { [EWOQ_EVM_ADDRESS]: C_CHAIN_EWOQ_BALANCE },
    name: 'C',
  });
}

/**
 * A subnet-evm chain for an L1 blockchain created on the P-chain (served at /ext/bc/<id>/rpc).
 * `name` for its tables derives from the blockchain id, so each chain keeps its own history.
 */
export function createSubnetEvmChain(
  ctx: DevnetContext,
  opts: {
    blockchainID: Uint8Array;
    blockchainIDStr: string;
    evmChainId: number;
    genesisAlloc?: Record<string, bigint>;
    debugTracer?: boolean;
    /** Accounts the L1's allow lists let in (default: the activity's, for the default seed). */
    allowListRoles?: { managed?: string[]; enabled?: string[] };
  },
): Promise<EvmChain> {
  return createEvmChain(ctx, {
    debugTracer: opts.debugTracer,
    allowListRoles: opts.allowListRoles ?? evmAllowListRoles(),
    flavor: 'subnet-evm',
    blockchainID: opts.blockchainID,
    evmChainId: opts.evmChainId,
    genesisAlloc: opts.genesisAlloc ?? { [EWOQ_EVM_ADDRESS]: C_CHAIN_EWOQ_BALANCE },
    name: `l1_${opts.blockchainIDStr.slice(0, 40)}`,
    adminAddress: EWOQ_EVM_ADDRESS,
  });
}
