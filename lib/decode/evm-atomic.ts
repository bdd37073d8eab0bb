// C-Chain atomic txs (coreth ImportTx/ExportTx) and the atomic UTXOs waiting on C, to display
// models. Their X/P halves (imported inputs, exported outputs, credentials) reuse the X/P pieces;
// their EVM halves are account balances: a 0x address and an amount in the asset's own unit
// (nAVAX for AVAX, not wei).
import { getAddress } from 'viem';
import { idToString } from '@/lib/codec';
import {
  atomicTxID,
  decodeAtomicTx,
  decodeAtomicUtxo,
  splitBlockExtraDataHex,
  type AtomicTx,
} from '@/lib/codec/evm-atomic';
import { bytesView } from './bytes';
import { burnedByAsset, chainRef, credentialView, exportedOutputViews, inputView, utxoView } from './avax-parts';
import type { ChainAlias, CredentialView, DecodeContext, InputView, OutputView, UtxoView } from './model';
import { undecodedView, type UndecodedView } from './undecoded';

/** One side of an EVM account move: who, how much of which asset (and, for an ExportTx input, the nonce it spent). */
export interface EvmTransferView {
  /** EIP-55 checksummed 0x address. */
  address: string;
  amount: bigint;
  assetID: string;
  nonce?: bigint;
}

export interface AtomicTxView {
  id: string;
  kind: 'ImportTx' | 'ExportTx';
  networkID: number;
  blockchainID: string;
  /** ImportTx: the chain the spent UTXOs were exported from. */
  sourceChain?: { id: string; alias: ChainAlias | null };
  /** ExportTx: the chain whose shared memory receives the outputs. */
  destinationChain?: { id: string; alias: ChainAlias | null };
  /** ImportTx: atomic UTXOs spent, each produced by an ExportTx of the source chain. */
  importedInputs: InputView[];
  /** ImportTx: balances credited on C. */
  evmOutputs: EvmTransferView[];
  /** ExportTx: balances debited on C. */
  evmInputs: EvmTransferView[];
  /** ExportTx: UTXOs for the destination chain, owners written with its alias; outputIndex is the UTXO's index. */
  exportedOutputs: OutputView[];
  credentials: CredentialView[];
  assetIDs: string[];
  /** Per asset, what went in minus what came out: the fee, for AVAX. */
  burned: Record<string, bigint>;
}

function evmTransfer(x: { address: Uint8Array; amount: bigint; assetID: Uint8Array; nonce?: bigint }): EvmTransferView {
  const view: EvmTransferView = {
    address: getAddress(bytesView(x.address).hex),
    amount: x.amount,
    assetID: idToString(x.assetID),
  };
  if (x.nonce !== undefined) view.nonce = x.nonce;
  return view;
}

function atomicTxView(tx: AtomicTx, id: string, ctx: DecodeContext): AtomicTxView {
  const u = tx.unsigned;
  const base = {
    id,
    kind: u.kind,
    networkID: u.networkID,
    blockchainID: idToString(u.blockchainID),
    credentials: tx.credentials.map(credentialView),
  };
  if (u.kind === 'ImportTx') {
    const importedInputs = u.importedInputs.map(inputView);
    const evmOutputs = u.outs.map(evmTransfer);
    return {
      ...base,
      sourceChain: chainRef(u.sourceChain, ctx),
      importedInputs,
      evmOutputs,
      evmInputs: [],
      exportedOutputs: [],
      assetIDs: [...new Set([...importedInputs, ...evmOutputs].map((x) => x.assetID))],
      burned: burnedByAsset(importedInputs, evmOutputs),
    };
  }
  const dest = chainRef(u.destinationChain, ctx);
  // coreth numbers an ExportTx's UTXOs 0..n-1 in exportedOutputs order (there are no other outputs).
  const exportedOutputs = exportedOutputViews(u.exportedOutputs, 0, 'X', dest, ctx);
  const evmInputs = u.ins.map(evmTransfer);
  return {
    ...base,
    destinationChain: dest,
    importedInputs: [],
    evmOutputs: [],
    evmInputs,
    exportedOutputs,
    assetIDs: [...new Set([...evmInputs, ...exportedOutputs].map((x) => x.assetID))],
    burned: burnedByAsset(evmInputs, exportedOutputs),
  };
}

/** Signed atomic tx bytes (as `avax.getAtomicTx` returns them) to its view; the id is computed, not trusted. */
export function decodeCAtomicTx(bytes: Uint8Array, ctx: DecodeContext): AtomicTxView {
  return atomicTxView(decodeAtomicTx(bytes), atomicTxID(bytes), ctx);
}

/**
 * The atomic txs a C block carries in its `blockExtraData` (hex), in block order. Empty when the
 * field is absent or empty: subnet-evm and other EVMs have no atomic txs. Throws CodecError on bad hex.
 */
export function decodeCBlockAtomicTxs(extraDataHex: string | null | undefined, ctx: DecodeContext): AtomicTxView[] {
  return splitCBlockAtomicTxs(extraDataHex, ctx).txs;
}

/** The atomic txs before the first one the codec cannot read, and that one on. Throws CodecError on bad hex. */
export function splitCBlockAtomicTxs(
  extraDataHex: string | null | undefined,
  ctx: DecodeContext,
): { txs: AtomicTxView[]; undecoded: UndecodedView | null } {
  const s = splitBlockExtraDataHex(extraDataHex);
  return {
    txs: s.txs.map(({ tx, bytes }) => atomicTxView(tx, atomicTxID(bytes), ctx)),
    undecoded: s.undecoded && undecodedView(s.undecoded),
  };
}

/**
 * An atomic UTXO waiting in C's shared memory (from `avax.getUTXOs`). Its owners are written as
 * `C-` addresses (that is who may import it); `sourceChain` is the chain whose ExportTx made it.
 */
export function decodeCAtomicUtxo(bytes: Uint8Array, ctx: DecodeContext): UtxoView {
  return utxoView(decodeAtomicUtxo(bytes), 'C', ctx);
}
