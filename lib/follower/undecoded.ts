// A block's txs the codec could not read, as the follower records them: the block is written with
// what was read, the rest is noted (and counted) instead of being retried forever. When the bytes
// left are exactly one tx, it gets a tx row of its own, with the id the node gives it, so search
// and the block's tx count still know it.
import { idToString, undecodedTxId, type UndecodedTxs } from '@/lib/codec';
import type { UndecodedKind, UndecodedWrite } from '@/lib/store/history/records';
import { unwrapProposerBlock } from '@/lib/decode/proposervm';
import { emptyTx, type DecodedTx } from './movements';

/** The type a tx that could not be read is listed with. */
function undecodedType(typeID: number | null): string {
  return typeID === null ? 'undecoded' : `undecoded (type ${typeID})`;
}

function kindOf(u: UndecodedTxs, headerRead: boolean): UndecodedKind {
  if (!headerRead) return 'block';
  return /unknown type ID/i.test(u.reason) ? 'unknown_type' : 'unreadable';
}

/** What is noted of the unread part, and the tx row it gets when it is one whole tx. */
export function undecodedOf(u: UndecodedTxs, headerRead: boolean): { note: UndecodedWrite; tx: DecodedTx | null } {
  const txID = u.txBytes ? idToString(undecodedTxId(u.txBytes)) : null;
  const note: UndecodedWrite = {
    kind: kindOf(u, headerRead),
    pos: u.pos,
    count: u.count,
    typeID: u.typeID,
    reason: u.reason,
    txID,
  };
  return { note, tx: txID ? emptyTx(txID, u.pos, undecodedType(headerRead ? u.typeID : null)) : null };
}

/**
 * The chain's own block, split: a node's index may hold proposervm blocks, which wrap it. They are
 * unwrapped only when the bytes as they are have no header the codec reads.
 */
export function splitInner<S extends { header: unknown }>(
  raw: Uint8Array,
  split: (b: Uint8Array) => S,
): { bytes: Uint8Array; split: S } {
  const s = split(raw);
  if (s.header !== null) return { bytes: raw, split: s };
  const wrapped = unwrapProposerBlock(raw);
  const inner = wrapped ? split(wrapped.inner) : null;
  return inner && inner.header !== null ? { bytes: wrapped!.inner, split: inner } : { bytes: raw, split: s };
}
