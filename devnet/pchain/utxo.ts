// P-chain UTXOs: the owner model, the UTXO id hash and the codec bytes the node returns from getUTXOs.
import { sha256 } from '@noble/hashes/sha2.js';
import { CodecWriter } from '@/lib/codec/writer';
import { compareBytes } from '@/lib/codec/ids';
import { CodecReader } from '@/lib/codec/reader';
import { CodecError } from '@/lib/codec/errors';

/** secp256k1fx.OutputOwners: `threshold` of `addrs` may spend after `locktime` (Unix seconds). */
export interface Owners {
  locktime: bigint;
  threshold: number;
  addrs: Uint8Array[];
}

export interface PUtxo {
  txID: Uint8Array;
  outputIndex: number;
  assetID: Uint8Array;
  amount: bigint;
  owners: Owners;
  /** stakeable.LockOut locktime; 0 when the output is a plain TransferOutput. */
  stakeLocktime: bigint;
}

const TYPE_TRANSFER_OUTPUT = 7;
const TYPE_LOCK_OUT = 22;

/** avax.UTXOID.InputID: sha256(u64 BE outputIndex ‖ txID) — the key UTXOs are sorted and paged by. */
export function utxoIdOf(txID: Uint8Array, outputIndex: number): Uint8Array {
  const buf = new Uint8Array(40);
  new DataView(buf.buffer).setBigUint64(0, BigInt(outputIndex));
  buf.set(txID, 8);
  return sha256(buf);
}

export function sortAddrs(addrs: Uint8Array[]): Uint8Array[] {
  return [...addrs].sort(compareBytes);
}

export function writeOwners(w: CodecWriter, o: Owners): void {
  w.u64(o.locktime).u32(o.threshold).array(o.addrs, (ww, a) => ww.fixed(a, 20));
}

/** Codec bytes of a UTXO: version, txID, index, assetID, typeID + output (LockOut wraps TransferOutput). */
export function encodePUtxo(u: PUtxo): Uint8Array {
  const w = new CodecWriter(128);
  w.u16(0).fixed(u.txID, 32).u32(u.outputIndex).fixed(u.assetID, 32);
  if (u.stakeLocktime > 0n) w.u32(TYPE_LOCK_OUT).u64(u.stakeLocktime);
  w.u32(TYPE_TRANSFER_OUTPUT).u64(u.amount);
  writeOwners(w, u.owners);
  return w.finish();
}

export function ownersToJson(o: Owners, fmt: (a: Uint8Array) => string): { locktime: string; threshold: string; addresses: string[] } {
  return { locktime: o.locktime.toString(), threshold: String(o.threshold), addresses: o.addrs.map(fmt) };
}

export function ownersToStorage(o: Owners): string {
  return JSON.stringify({ l: o.locktime.toString(), t: o.threshold, a: o.addrs.map((a) => Buffer.from(a).toString('hex')) });
}

export function ownersFromStorage(s: string): Owners {
  const v = JSON.parse(s) as { l: string; t: number; a: string[] };
  return { locktime: BigInt(v.l), threshold: v.t, addrs: v.a.map((h) => new Uint8Array(Buffer.from(h, 'hex'))) };
}

/** Decodes a secp256k1 TransferOutput UTXO (also LockOut-wrapped); the X-chain writes the same layout. */
export function decodeTransferUtxo(bytes: Uint8Array): PUtxo {
  const r = new CodecReader(bytes);
  if (r.u16() !== 0) throw new CodecError('unknown codec version');
  const txID = r.fixed(32);
  const outputIndex = r.u32();
  const assetID = r.fixed(32);
  let typeID = r.u32();
  let stakeLocktime = 0n;
  if (typeID === TYPE_LOCK_OUT) {
    stakeLocktime = r.u64();
    typeID = r.u32();
  }
  if (typeID !== TYPE_TRANSFER_OUTPUT) throw new CodecError(`unsupported output type ${typeID}`);
  const amount = r.u64();
  const locktime = r.u64();
  const threshold = r.u32();
  const addrs = r.array((rr) => rr.fixed(20), 20);
  r.done();
  return { txID, outputIndex, assetID, amount, owners: { locktime, threshold, addrs }, stakeLocktime };
}
