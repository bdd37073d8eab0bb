// Blocks holding a tx of a type id no codec registers, for the tests of what the codec, pages, exports
// and the follower make of one.
import { encodeAvmBlock } from '@/lib/codec/avm/block';
import type { AvmTx } from '@/lib/codec/avm/types';

/** A tx type id no codec registers. */
export const UNKNOWN_TYPE_ID = 9999;

/** An X StandardBlock of `txs` at `height`, with a zero parent and merkle root. */
export function avmBlockOf(height: bigint, txs: AvmTx[], time = 1_700_000_000n): Uint8Array {
  return encodeAvmBlock({ parentID: new Uint8Array(32), height, time, merkleRoot: new Uint8Array(32), txs });
}

/**
 * `block` with the tx whose signed bytes are `tx` given type id 9999, and that tx's bytes on their own.
 * A tx sits in a block without its codec version, so its type id is its first four bytes there.
 */
export function withUnknownType(block: Uint8Array, tx: Uint8Array): { block: Uint8Array; txBytes: Uint8Array } {
  const at = Buffer.from(block).indexOf(Buffer.from(tx.subarray(2)));
  if (at <= 0) throw new Error('the tx is not in the block');
  const out = block.slice();
  new DataView(out.buffer).setUint32(at, UNKNOWN_TYPE_ID);
  const txBytes = tx.slice();
  new DataView(txBytes.buffer).setUint32(2, UNKNOWN_TYPE_ID);
  return { block: out, txBytes };
}
