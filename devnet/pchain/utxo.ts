// P-chain UTXOs as the state stores them (flat columns for queries), and the one output shape the
// P-chain spends: a secp256k1 TransferOutput, optionally inside a single stakeable.LockOut. Bytes
// always come from the shared codec (lib/codec/pvm).
import { NodeError } from '@/devnet/core/contracts';
import {
  type Input,
  type Output,
  type OutputOwners,
  type TransferableOutput,
  type Utxo,
  utxoIdBytes,
} from '@/lib/codec/avax';
import { decodePvmUtxo, encodePvmUtxo } from '@/lib/codec/pvm';

/** secp256k1fx.OutputOwners: `threshold` of `addrs` may spend after `locktime` (Unix seconds). */
export type Owners = OutputOwners;

export interface PUtxo {
  txID: Uint8Array;
  outputIndex: number;
  assetID: Uint8Array;
  amount: bigint;
  owners: Owners;
  /** stakeable.LockOut locktime; 0 when the output is a plain TransferOutput. */
  stakeLocktime: bigint;
}

/** What a spendable P-chain output carries once its stakeable wrapper is looked through. */
export interface FlatOutput {
  amount: bigint;
  owners: Owners;
  stakeLocktime: bigint;
}

/** avax.UTXOID.InputID: the key UTXOs are stored, sorted and paged by. */
export const utxoIdOf = utxoIdBytes;

/** TransferOutput, wrapped in a LockOut when `stakeLocktime` > 0. */
export function transferOutput(amount: bigint, owners: Owners, stakeLocktime = 0n): Output {
  const inner: Output = { kind: 'secp256k1fx.TransferOutput', amount, owners };
  return stakeLocktime > 0n ? { kind: 'stakeable.LockOut', locktime: stakeLocktime, output: inner } : inner;
}

/** TransferInput, wrapped in a LockIn when `stakeLocktime` > 0. */
export function transferInput(amount: bigint, sigIndices: number[], stakeLocktime = 0n): Input {
  const inner: Input = { kind: 'secp256k1fx.TransferInput', amount, sigIndices };
  return stakeLocktime > 0n ? { kind: 'stakeable.LockIn', locktime: stakeLocktime, input: inner } : inner;
}

/** Amount, owners and stake lock of an output; anything else (nested locks, other fx outputs) is rejected. */
export function flattenOutput(out: Output, what = 'output'): FlatOutput {
  let stakeLocktime = 0n;
  let inner = out;
  if (inner.kind === 'stakeable.LockOut') {
    stakeLocktime = inner.locktime;
    inner = inner.output;
    if (inner.kind === 'stakeable.LockOut') throw new NodeError(`${what}: cannot nest stakeable locks`);
  }
  if (inner.kind !== 'secp256k1fx.TransferOutput')
    throw new NodeError(`${what}: unsupported output type ${inner.kind}`);
  return { amount: inner.amount, owners: inner.owners, stakeLocktime };
}

/** Amount, signature indices and stake lock of an input. */
export function flattenInput(
  inp: Input,
  what = 'input',
): { amount: bigint; sigIndices: number[]; stakeLocktime: bigint } {
  if (inp.kind === 'stakeable.LockIn') {
    if (inp.input.kind !== 'secp256k1fx.TransferInput') throw new NodeError(`${what}: cannot nest stakeable locks`);
    return { amount: inp.input.amount, sigIndices: inp.input.sigIndices, stakeLocktime: inp.locktime };
  }
  return { amount: inp.amount, sigIndices: inp.sigIndices, stakeLocktime: 0n };
}

/** The UTXO an output of tx `txID` at `outputIndex` becomes. */
export function utxoOfOutput(txID: Uint8Array, outputIndex: number, o: TransferableOutput): PUtxo {
  return { txID, outputIndex, assetID: o.assetID, ...flattenOutput(o.output) };
}

function toCodecUtxo(u: PUtxo): Utxo {
  return {
    txID: u.txID,
    outputIndex: u.outputIndex,
    assetID: u.assetID,
    output: transferOutput(u.amount, u.owners, u.stakeLocktime),
  };
}

/** Codec bytes of a UTXO (what getUTXOs / getRewardUTXOs return). */
export function encodePUtxo(u: PUtxo): Uint8Array {
  return encodePvmUtxo(toCodecUtxo(u));
}

/**
 * Decodes UTXO bytes with the P-chain codec, as AvalancheGo reads shared memory: X-chain exports use
 * the same type ID (7) for TransferOutput, so they parse here too.
 */
export function decodePUtxo(bytes: Uint8Array): PUtxo {
  const u = decodePvmUtxo(bytes);
  return { txID: u.txID, outputIndex: u.outputIndex, assetID: u.assetID, ...flattenOutput(u.output, 'UTXO') };
}

export function ownersToJson(
  o: Owners,
  fmt: (a: Uint8Array) => string,
): { locktime: string; threshold: string; addresses: string[] } {
  return { locktime: o.locktime.toString(), threshold: String(o.threshold), addresses: o.addrs.map(fmt) };
}

export function ownersToStorage(o: Owners): string {
  return JSON.stringify({
    l: o.locktime.toString(),
    t: o.threshold,
    a: o.addrs.map((a) => Buffer.from(a).toString('hex')),
  });
}

export function ownersFromStorage(s: string): Owners {
  const v = JSON.parse(s) as { l: string; t: number; a: string[] };
  return { locktime: BigInt(v.l), threshold: v.t, addrs: v.a.map((h) => new Uint8Array(Buffer.from(h, 'hex'))) };
}
