// Tolerant reading of a block's txs: a tx the codec cannot read (a type id a later upgrade added, or
// bytes that are not what they claim) ends the split there, since a tx's length is only known by
// reading it. What came before (the header, the txs before it) is kept; the rest is kept as bytes.
import { sha256 } from '@noble/hashes/sha2.js';
import { CODEC_VERSION } from './avax';
import { CodecError } from './errors';
import { CodecReader } from './reader';

/** The txs of a block from the first one that could not be read to the end of the block. */
export interface UndecodedTxs {
  /** Position in the block of the first tx not read. */
  pos: number;
  /** How many txs the block says are left from there; null when that count itself could not be read. */
  count: number | null;
  /** The type id the bytes begin with (the tx's, or the block's when its header was not read). */
  typeID: number | null;
  /** What the codec said. */
  reason: string;
  /** The bytes from there to the end of the block. */
  bytes: Uint8Array;
  /**
   * When those bytes are exactly one tx (the last of the block): its signed bytes as the node ids
   * them (codec version + body); the tx id is their sha256.
   */
  txBytes: Uint8Array | null;
}

/** A tx read from a block, with its signed bytes (the block holds them without the codec version). */
export interface SplitTx<T> {
  tx: T;
  bytes: Uint8Array;
}

/** Why bytes could not be read, as text. */
export function reasonOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The u32 at `at`, when there are four bytes there. */
export function typeIdAt(bytes: Uint8Array, at: number): number | null {
  if (at < 0 || at + 4 > bytes.length) return null;
  return new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
}

/** Body bytes with the codec version in front: the bytes a tx id is the hash of. */
export function withVersion(body: Uint8Array): Uint8Array {
  const out = new Uint8Array(2 + body.length);
  new DataView(out.buffer).setUint16(0, CODEC_VERSION);
  out.set(body, 2);
  return out;
}

/** sha256 of a tx's signed bytes: its id, as AvalancheGo and coreth compute it. */
export const undecodedTxId = (txBytes: Uint8Array): Uint8Array => sha256(txBytes);

/** The block's bytes from `at` on, as one undecoded part. */
export function undecodedFrom(
  block: Uint8Array,
  at: number,
  pos: number,
  count: number | null,
  e: unknown,
  /** The txs are the block's last field: with one tx left, the rest is exactly that tx. */
  txsLast: boolean,
  typeID: number | null = typeIdAt(block, at),
): UndecodedTxs {
  const bytes = block.slice(at);
  return {
    pos,
    count,
    typeID,
    reason: reasonOf(e),
    bytes,
    txBytes: txsLast && count === 1 && bytes.length > 0 ? withVersion(bytes) : null,
  };
}

/**
 * Reads a tx slice (u32 count, then each tx's body) until a tx fails. `txsLast`: nothing of the block
 * follows the slice. Returns the txs read and, from the one that failed on, the undecoded part.
 */
export function readTxsTolerant<T>(
  r: CodecReader,
  block: Uint8Array,
  pos0: number,
  readBody: (r: CodecReader) => T,
  minTx: number,
  txsLast: boolean,
): { txs: SplitTx<T>[]; undecoded: UndecodedTxs | null } {
  const txs: SplitTx<T>[] = [];
  const countAt = r.offset;
  let n: number;
  try {
    n = r.u32();
    if (n > Math.floor(r.remaining / minTx))
      throw new CodecError(`slice length ${n} exceeds the ${r.remaining} bytes left`);
  } catch (e) {
    return { txs, undecoded: undecodedFrom(block, countAt, pos0, null, e, false, null) };
  }
  for (let i = 0; i < n; i++) {
    const start = r.offset;
    try {
      const tx = readBody(r);
      txs.push({ tx, bytes: withVersion(block.subarray(start, r.offset)) });
    } catch (e) {
      return { txs, undecoded: undecodedFrom(block, start, pos0 + i, n - i, e, txsLast) };
    }
  }
  return { txs, undecoded: null };
}

/** Bytes left after everything was read: AvalancheGo refuses them, so they are kept as undecoded. */
export function trailing(r: CodecReader, block: Uint8Array, pos: number): UndecodedTxs | null {
  if (r.remaining === 0) return null;
  return undecodedFrom(block, r.offset, pos, 0, `${r.remaining} trailing bytes after offset ${r.offset}`, false, null);
}
