// A C block's extra data read tolerantly: the atomic txs up to the first one the codec cannot read.
import { readVersion } from '../avax';
import { parseBytes } from '../encoding';
import { CodecError } from '../errors';
import { CodecReader } from '../reader';
import { readTxsTolerant, reasonOf, trailing, type SplitTx, type UndecodedTxs } from '../undecoded';
import { decodeBlockExtraData } from './block-extra';
import { encodeAtomicTx, MIN_ATOMIC_TX, readAtomicTxBody } from './codec';
import type { AtomicTx } from './types';

export interface ExtraDataSplit {
  txs: SplitTx<AtomicTx>[];
  undecoded: UndecodedTxs | null;
}

/**
 * Atomic txs of extra data bytes. What coreth reads (the post-AP5 slice or the pre-AP5 single tx) is
 * read strictly first; when neither reads, it is split as a slice up to the tx that fails.
 */
export function splitBlockExtraData(bytes: Uint8Array): ExtraDataSplit {
  if (bytes.length === 0) return { txs: [], undecoded: null };
  try {
    // Re-encoding is canonical: the bytes of each tx are the ones its id is the hash of.
    return { txs: decodeBlockExtraData(bytes).map((tx) => ({ tx, bytes: encodeAtomicTx(tx) })), undecoded: null };
  } catch (strictError) {
    const r = new CodecReader(bytes);
    try {
      readVersion(r);
    } catch (e) {
      return {
        txs: [],
        undecoded: { pos: 0, count: null, typeID: null, reason: reasonOf(e), bytes, txBytes: null },
      };
    }
    const { txs, undecoded } = readTxsTolerant(r, bytes, 0, readAtomicTxBody, MIN_ATOMIC_TX, true);
    if (undecoded) return { txs, undecoded };
    // Every tx read and yet not strictly: an empty slice, or bytes after it.
    return {
      txs,
      undecoded: trailing(r, bytes, txs.length) ?? {
        pos: txs.length,
        count: 0,
        typeID: null,
        reason: reasonOf(strictError),
        bytes: new Uint8Array(0),
        txBytes: null,
      },
    };
  }
}

/** `splitBlockExtraData` of the node's `blockExtraData` hex (absent or `0x`: none). Throws CodecError on bad hex. */
export function splitBlockExtraDataHex(extraDataHex: string | null | undefined): ExtraDataSplit {
  if (!extraDataHex || extraDataHex === '0x') return { txs: [], undecoded: null };
  if (typeof extraDataHex !== 'string') throw new CodecError('blockExtraData is not hex');
  return splitBlockExtraData(parseBytes(extraDataHex, 'hexnc'));
}
