// createXChain: the X-chain as main.ts and the activity generator see it.
import type { Utxo } from '@/lib/codec/avax';
import { primaryNetworkChains } from '../core/aliases';
import type { ChainHandle, DevnetContext } from '../core/contracts';
import { AVAX_ASSET_ID, C_CHAIN_ID, LOCAL_PARAMS, P_CHAIN_ID, X_CHAIN_ID } from '../genesis/constants';
import { XChain } from './chain';
import { createXHandlers } from './service';
import type { XState } from './state';

export interface XChainHandle extends ChainHandle {
  alias: 'X';
  /** Spendable UTXOs (accepted state) owned by any of the 20-byte addresses. */
  utxosOf(addresses: Uint8Array[]): Utxo[];
  /** Height of the last accepted block. */
  height(): number;
  isAccepted(txID: Uint8Array): boolean;
  /** Accepts every tx still waiting and waits until it is on disk (used on shutdown). */
  close(): Promise<void>;
  state: XState;
  avaxAssetID: Uint8Array;
  /** The chain's own avm.* handlers. */
  handlers: ReturnType<typeof createXHandlers>;
}

export interface XChainOptions {
  chainID?: Uint8Array;
  avaxAssetID?: Uint8Array;
  txFee?: bigint;
  createAssetTxFee?: bigint;
  /** avm.getAddressTxs reads the address index (the X-chain's index-transactions config; default true). */
  indexTransactions?: boolean;
  /** The node's chain alias table (admin.aliasChain adds to it); the built-in aliases are the fallback. */
  lookupChain?: (aliasOrID: string) => Uint8Array | undefined;
}

export function createXChain(ctx: DevnetContext, opts: XChainOptions = {}): XChainHandle {
  const chainID = opts.chainID ?? X_CHAIN_ID;
  const chain = new XChain(ctx, {
    chainID,
    avaxAssetID: opts.avaxAssetID ?? AVAX_ASSET_ID,
    atomicPeers: [P_CHAIN_ID, C_CHAIN_ID],
    txFee: opts.txFee ?? LOCAL_PARAMS.txFee,
    createAssetTxFee: opts.createAssetTxFee ?? LOCAL_PARAMS.createAssetTxFee,
  });
  chain.initGenesis();
  const lookupChain = opts.lookupChain ?? primaryNetworkChains;
  return {
    alias: 'X',
    chainID,
    avaxAssetID: chain.opts.avaxAssetID,
    issueTx: (bytes) => chain.issueTx(bytes),
    handlers: createXHandlers({ ctx, chain, lookupChain, indexTransactions: opts.indexTransactions !== false }),
    utxosOf: (addresses) => chain.utxosOf(addresses),
    height: () => chain.lastAccepted().height,
    isAccepted: (txID) => chain.state.getTx(txID) !== undefined,
    close: () => chain.close(),
    state: chain.state,
  };
}
