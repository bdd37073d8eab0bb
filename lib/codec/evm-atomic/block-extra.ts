// A C-chain block's ExtData: since Apricot Phase 5 the codec bytes of a []*Tx slice; before it, one
// signed tx (atomic.ExtractAtomicTxs). Empty extra data means no atomic txs.
import { CODEC_VERSION, readVersion } from '../avax';
import { CodecError } from '../errors';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';
import { MIN_ATOMIC_TX, readAtomicTxBody, writeAtomicTxBody } from './codec';
import type { AtomicTx } from './types';

function decodeBatch(bytes: Uint8Array): AtomicTx[] {
  const r = new CodecReader(bytes);
  readVersion(r);
  const txs = r.array(readAtomicTxBody, MIN_ATOMIC_TX);
  r.done();
  // coreth refuses non-empty extra data that carries no tx (errMissingAtomicTxs).
  if (txs.length === 0)
    throw new CodecError('cannot build a block with non-empty extra data and zero atomic transactions');
  return txs;
}

function decodeSingle(bytes: Uint8Array): AtomicTx {
  const r = new CodecReader(bytes);
  readVersion(r);
  const tx = readAtomicTxBody(r);
  r.done();
  return tx;
}

/** Atomic txs of a block's extra data: the post-AP5 slice, else the pre-AP5 single tx. Throws CodecError. */
export function decodeBlockExtraData(bytes: Uint8Array): AtomicTx[] {
  if (!(bytes instanceof Uint8Array)) throw new CodecError('block extra data: expected bytes');
  if (bytes.length === 0) return [];
  try {
    return decodeBatch(bytes);
  } catch (batchError) {
    try {
      return [decodeSingle(bytes)];
    } catch {
      throw new CodecError(`failed to unmarshal atomic txs: ${(batchError as Error).message}`);
    }
  }
}

/** The post-AP5 form; no txs gives empty extra data, as coreth builds blocks without atomic txs. */
export function encodeBlockExtraData(txs: AtomicTx[]): Uint8Array {
  if (txs.length === 0) return new Uint8Array(0);
  const w = new CodecWriter();
  w.u16(CODEC_VERSION);
  w.array(txs, writeAtomicTxBody);
  return w.finish();
}
