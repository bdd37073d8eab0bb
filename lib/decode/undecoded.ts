// Txs the codec could not read, as pages show them: "undecoded (type N)" with the tx's id (sha256 of
// its bytes, as the node ids it) when the bytes are one whole tx, the reason, and the bytes as hex.
import { hex } from '@scure/base';
import { idToString, reasonOf, typeIdAt, undecodedTxId, type UndecodedTxs } from '@/lib/codec';

export interface UndecodedView {
  /** Position in the block of the first tx not read (0 for a tx on its own). */
  pos: number;
  /** Txs the block says are left from there; null when not known. */
  count: number | null;
  typeID: number | null;
  reason: string;
  /** The tx id, when the bytes are exactly one tx. */
  id: string | null;
  /** 0x hex of the bytes not read. */
  hex: string;
  length: number;
}

/** "undecoded (type N)", or "undecoded" when no type id could be read. */
export function undecodedLabel(typeID: number | null): string {
  return typeID === null ? 'undecoded' : `undecoded (type ${typeID})`;
}

export function undecodedView(u: UndecodedTxs): UndecodedView {
  return {
    pos: u.pos,
    count: u.count,
    typeID: u.typeID,
    reason: u.reason,
    id: u.txBytes ? idToString(undecodedTxId(u.txBytes)) : null,
    hex: '0x' + hex.encode(u.bytes),
    length: u.bytes.length,
  };
}

/** A signed tx on its own (getTx's bytes) that the codec cannot read: its id is the hash of all of it. */
export function undecodedTx(bytes: Uint8Array, e: unknown): UndecodedView {
  return {
    pos: 0,
    count: 1,
    typeID: typeIdAt(bytes, 2),
    reason: reasonOf(e),
    id: idToString(undecodedTxId(bytes)),
    hex: '0x' + hex.encode(bytes),
    length: bytes.length,
  };
}

/** A block whose own header the codec cannot read: all of its bytes, the type id they begin with. */
export function undecodedBlock(bytes: Uint8Array, e: unknown): UndecodedView {
  return {
    pos: 0,
    count: null,
    typeID: typeIdAt(bytes, 2),
    reason: reasonOf(e),
    id: null,
    hex: '0x' + hex.encode(bytes),
    length: bytes.length,
  };
}
