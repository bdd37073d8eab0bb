// An X block read tolerantly: its header and the txs up to the first one the codec cannot read.
import { CodecReader } from '../reader';
import { readTxsTolerant, reasonOf, trailing, typeIdAt, type SplitTx, type UndecodedTxs } from '../undecoded';
import { MIN_AVM_TX, readAvmTxBody } from './tx';
import { readAvmBlockHeader } from './block';
import type { AvmTx } from './types';

export interface AvmBlockSplit {
  /** Null when the block's own header could not be read (then `undecoded` holds the whole block). */
  header: { parentID: Uint8Array; height: bigint; time: bigint } | null;
  txs: SplitTx<AvmTx>[];
  undecoded: UndecodedTxs | null;
}

export function splitAvmBlock(bytes: Uint8Array): AvmBlockSplit {
  const r = new CodecReader(bytes);
  let header: AvmBlockSplit['header'];
  try {
    const { parentID, height, time } = readAvmBlockHeader(r);
    header = { parentID, height, time };
  } catch (e) {
    const undecoded = { pos: 0, count: null, typeID: typeIdAt(bytes, 2), reason: reasonOf(e), bytes, txBytes: null };
    return { header: null, txs: [], undecoded };
  }
  const { txs, undecoded } = readTxsTolerant(r, bytes, 0, readAvmTxBody, MIN_AVM_TX, true);
  return { header, txs, undecoded: undecoded ?? trailing(r, bytes, txs.length) };
}
