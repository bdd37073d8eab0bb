// Building and signing X-chain txs from a set of keys and their UTXOs: used by the activity
// generator, the tests and the benchmark (the devnet's own client, not a consensus component).
import type { BaseTxFields, Output, OutputOwners, TransferableInput, TransferableOutput, Utxo } from '@/lib/codec/avax';
import {
  secpInputSpending,
  sortOutputs,
  sortTransferableInputsWithSigners,
  sortTransferableOutputs,
} from '@/lib/codec/avax';
import { signAvmTx } from '@/lib/codec/avm/sign';
import { encodeAvmTx, avmTxId, operationSortKey } from '@/lib/codec/avm/tx';
import { AVM_TYPES, type AvmOperation, type AvmUnsignedTx, type InitialState } from '@/lib/codec/avm/types';
import { bytesEqual, compareBytes } from '@/lib/codec/ids';
import { AVAX_ASSET_ID, LOCAL_PARAMS, NETWORK_ID, X_CHAIN_ID } from '../genesis/constants';
import type { DevnetKey } from '../genesis/keys';

export interface XTxContext {
  networkID: number;
  chainID: Uint8Array;
  avaxAssetID: Uint8Array;
  txFee: bigint;
  createAssetTxFee: bigint;
}

/** The devnet's own X-chain, as tests and tools build txs for it: local network, local fees. */
export const LOCAL_X_TX_CONTEXT: XTxContext = {
  networkID: NETWORK_ID,
  chainID: X_CHAIN_ID,
  avaxAssetID: AVAX_ASSET_ID,
  txFee: LOCAL_PARAMS.txFee,
  createAssetTxFee: LOCAL_PARAMS.createAssetTxFee,
};

export interface BuiltTx {
  bytes: Uint8Array;
  txID: Uint8Array;
  unsigned: AvmUnsignedTx;
}

export function owners(addrs: Uint8Array[], threshold = 1, locktime = 0n): OutputOwners {
  return { locktime, threshold, addrs: [...addrs].sort(compareBytes) };
}

export function transferOut(assetID: Uint8Array, amount: bigint, to: OutputOwners): TransferableOutput {
  return { assetID, output: { kind: 'secp256k1fx.TransferOutput', amount, owners: to } };
}

/** Which of `keys` can spend `o` now (threshold signers, lowest indices first), or undefined. */
export function signersFor(
  o: OutputOwners,
  keys: DevnetKey[],
  nowSec: bigint,
): { sigIndices: number[]; keys: Uint8Array[] } | undefined {
  if (o.locktime > nowSec) return undefined;
  const sigIndices: number[] = [];
  const signing: Uint8Array[] = [];
  for (let i = 0; i < o.addrs.length && sigIndices.length < o.threshold; i++) {
    const k = keys.find((key) => bytesEqual(key.address, o.addrs[i] as Uint8Array));
    if (k) {
      sigIndices.push(i);
      signing.push(k.privateKey);
    }
  }
  return sigIndices.length === o.threshold ? { sigIndices, keys: signing } : undefined;
}

interface Spend {
  inputs: TransferableInput[];
  signers: Uint8Array[][];
  /** Amount selected per asset (hex asset id → amount). */
  total: Map<string, bigint>;
}

const hexKey = (b: Uint8Array): string => Buffer.from(b).toString('hex');

/** Picks secp transfer UTXOs covering `needs` (asset hex → amount); throws when funds are short. */
function selectInputs(utxos: Utxo[], keys: DevnetKey[], needs: Map<string, bigint>, nowSec: bigint): Spend {
  const spend: Spend = { inputs: [], signers: [], total: new Map() };
  for (const [asset, need] of needs) {
    let got = 0n;
    for (const u of utxos) {
      if (got >= need) break;
      if (hexKey(u.assetID) !== asset || u.output.kind !== 'secp256k1fx.TransferOutput') continue;
      const s = signersFor(u.output.owners, keys, nowSec);
      if (!s) continue;
      spend.inputs.push(secpInputSpending(u, u.output.amount, s.sigIndices));
      spend.signers.push(s.keys);
      got += u.output.amount;
    }
    if (got < need) throw new Error(`insufficient funds: need ${need} of ${asset}, have ${got}`);
    spend.total.set(asset, got);
  }
  return spend;
}

/** The BaseTx fields of a tx on `ctx`'s chain (no memo unless given). */
function baseOn(
  ctx: XTxContext,
  outputs: TransferableOutput[],
  inputs: TransferableInput[],
  memo: Uint8Array = new Uint8Array(0),
): BaseTxFields {
  return { networkID: ctx.networkID, blockchainID: ctx.chainID, outputs, inputs, memo };
}

function finish(ctx: XTxContext, unsigned: AvmUnsignedTx, signers: Uint8Array[][]): BuiltTx {
  const bytes = encodeAvmTx(signAvmTx(unsigned, signers));
  return { bytes, txID: avmTxId(bytes), unsigned };
}

/** Spends from `keys` to pay `outputs` plus `fee`, sending change to `changeTo`. */
function fund(
  ctx: XTxContext,
  utxos: Utxo[],
  keys: DevnetKey[],
  outputs: TransferableOutput[],
  fee: bigint,
  changeTo: Uint8Array,
  nowSec: bigint,
): { inputs: TransferableInput[]; signers: Uint8Array[][]; outputs: TransferableOutput[] } {
  const needs = new Map<string, bigint>([[hexKey(ctx.avaxAssetID), fee]]);
  for (const o of outputs) {
    const k = hexKey(o.assetID);
    needs.set(k, (needs.get(k) ?? 0n) + (o.output as { amount: bigint }).amount);
  }
  const spend = selectInputs(utxos, keys, needs, nowSec);
  const all = [...outputs];
  for (const [asset, need] of needs) {
    const change = (spend.total.get(asset) ?? 0n) - need;
    if (change > 0n) all.push(transferOut(Buffer.from(asset, 'hex'), change, owners([changeTo])));
  }
  const sorted = sortTransferableInputsWithSigners(spend.inputs, spend.signers);
  return { inputs: sorted.inputs, signers: sorted.signers, outputs: sortTransferableOutputs(AVM_TYPES, all) };
}

export function buildBaseTx(
  ctx: XTxContext,
  a: {
    utxos: Utxo[];
    keys: DevnetKey[];
    outputs: TransferableOutput[];
    changeTo: Uint8Array;
    memo?: Uint8Array;
    nowSec: bigint;
  },
): BuiltTx {
  const f = fund(ctx, a.utxos, a.keys, a.outputs, ctx.txFee, a.changeTo, a.nowSec);
  const unsigned: AvmUnsignedTx = {
    kind: 'BaseTx',
    base: baseOn(ctx, f.outputs, f.inputs, a.memo),
  };
  return finish(ctx, unsigned, f.signers);
}

export function buildCreateAssetTx(
  ctx: XTxContext,
  a: {
    utxos: Utxo[];
    keys: DevnetKey[];
    changeTo: Uint8Array;
    name: string;
    symbol: string;
    denomination: number;
    /** Outputs per fx index (0 secp, 1 nft, 2 property). */
    states: { fxIndex: number; outputs: Output[] }[];
    memo?: Uint8Array;
    nowSec: bigint;
  },
): BuiltTx {
  const f = fund(ctx, a.utxos, a.keys, [], ctx.createAssetTxFee, a.changeTo, a.nowSec);
  const initialStates: InitialState[] = [...a.states]
    .sort((x, y) => x.fxIndex - y.fxIndex)
    .map((s) => ({ fxIndex: s.fxIndex, outputs: sortOutputs(AVM_TYPES, s.outputs) }));
  const unsigned: AvmUnsignedTx = {
    kind: 'CreateAssetTx',
    base: baseOn(ctx, f.outputs, f.inputs, a.memo),
    name: a.name,
    symbol: a.symbol,
    denomination: a.denomination,
    initialStates,
  };
  return finish(ctx, unsigned, f.signers);
}

/** An OperationTx with one operation on `utxo` (signed by `keys`), the fee paid from AVAX UTXOs. */
export function buildOperationTx(
  ctx: XTxContext,
  a: {
    utxos: Utxo[];
    keys: DevnetKey[];
    changeTo: Uint8Array;
    op: AvmOperation;
    opSigners: Uint8Array[];
    memo?: Uint8Array;
    nowSec: bigint;
  },
): BuiltTx {
  const f = fund(ctx, a.utxos, a.keys, [], ctx.txFee, a.changeTo, a.nowSec);
  const ops = [a.op].sort((x, y) => compareBytes(operationSortKey(x), operationSortKey(y)));
  const unsigned: AvmUnsignedTx = {
    kind: 'OperationTx',
    base: baseOn(ctx, f.outputs, f.inputs, a.memo),
    ops,
  };
  return finish(ctx, unsigned, [...f.signers, a.opSigners]);
}

export function buildExportTx(
  ctx: XTxContext,
  a: {
    utxos: Utxo[];
    keys: DevnetKey[];
    changeTo: Uint8Array;
    destinationChain: Uint8Array;
    exported: TransferableOutput[];
    nowSec: bigint;
  },
): BuiltTx {
  const f = fund(ctx, a.utxos, a.keys, a.exported, ctx.txFee, a.changeTo, a.nowSec);
  // fund() folded the exported amounts into the spend; the exported outputs are not local outputs.
  const exportedKeys = new Set(a.exported.map((o) => o));
  const local = f.outputs.filter((o) => !exportedKeys.has(o));
  const unsigned: AvmUnsignedTx = {
    kind: 'ExportTx',
    base: baseOn(ctx, local, f.inputs),
    destinationChain: a.destinationChain,
    exportedOutputs: sortTransferableOutputs(AVM_TYPES, a.exported),
  };
  return finish(ctx, unsigned, f.signers);
}

/** Imports atomic UTXOs (AVAX) to `to`, paying the fee out of the imported amount. */
export function buildImportTx(
  ctx: XTxContext,
  a: { atomicUtxos: Utxo[]; keys: DevnetKey[]; to: Uint8Array; sourceChain: Uint8Array; nowSec: bigint },
): BuiltTx {
  const ins: TransferableInput[] = [];
  const signers: Uint8Array[][] = [];
  let total = 0n;
  for (const u of a.atomicUtxos) {
    if (u.output.kind !== 'secp256k1fx.TransferOutput' || !bytesEqual(u.assetID, ctx.avaxAssetID)) continue;
    const s = signersFor(u.output.owners, a.keys, a.nowSec);
    if (!s) continue;
    ins.push(secpInputSpending(u, u.output.amount, s.sigIndices));
    signers.push(s.keys);
    total += u.output.amount;
  }
  if (total <= ctx.txFee) throw new Error('nothing worth importing');
  const sorted = sortTransferableInputsWithSigners(ins, signers);
  const unsigned: AvmUnsignedTx = {
    kind: 'ImportTx',
    base: baseOn(ctx, [transferOut(ctx.avaxAssetID, total - ctx.txFee, owners([a.to]))], []),
    sourceChain: a.sourceChain,
    importedInputs: sorted.inputs,
  };
  return finish(ctx, unsigned, sorted.signers);
}
