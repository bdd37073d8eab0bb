import { CODEC_VERSION, readVersion } from '../avax';
import { CodecError } from '../errors';
import { contentId, ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';
import { MIN_AVM_TX, readAvmTxBody, writeAvmTxBody } from './tx';
import { AVM_TYPE_IDS, type AvmStandardBlock } from './types';

/** The header of a standard block: version, typeID 20, parentID, height, time, merkleRoot. */
export function readAvmBlockHeader(r: CodecReader) {
  readVersion(r);
  const typeID = r.u32();
  if (typeID !== AVM_TYPE_IDS.StandardBlock) throw new CodecError(`unknown AVM block type ID ${typeID}`);
  const parentID = r.fixed(ID_LEN);
  const height = r.u64();
  const time = r.u64();
  const merkleRoot = r.fixed(ID_LEN);
  return { parentID, height, time, merkleRoot };
}

/** version, typeID 20, parentID, height, time, merkleRoot, txs (each without a leading typeID). */
export function encodeAvmBlock(b: AvmStandardBlock): Uint8Array {
  const w = new CodecWriter(1024);
  w.u16(CODEC_VERSION).u32(AVM_TYPE_IDS.StandardBlock);
  w.fixed(b.parentID, ID_LEN).u64(b.height).u64(b.time).fixed(b.merkleRoot, ID_LEN);
  w.array(b.txs, writeAvmTxBody);
  return w.finish();
}

export function decodeAvmBlock(bytes: Uint8Array): AvmStandardBlock {
  const r = new CodecReader(bytes);
  const { parentID, height, time, merkleRoot } = readAvmBlockHeader(r);
  const txs = r.array(readAvmTxBody, MIN_AVM_TX);
  r.done();
  return { parentID, height, time, merkleRoot, txs };
}

export const avmBlockId = contentId;

/** Byte ranges of each tx inside block bytes, so tx IDs can be computed without re-encoding. */
export function avmBlockTxBytes(bytes: Uint8Array): Uint8Array[] {
  const r = new CodecReader(bytes);
  readVersion(r);
  r.u32();
  r.fixed(ID_LEN + 8 + 8 + ID_LEN);
  const out: Uint8Array[] = [];
  r.array((r2) => {
    const start = r2.offset;
    readAvmTxBody(r2);
    // A tx's own bytes carry the codec version prefix; inside a block they do not.
    const txBytes = new Uint8Array(2 + r2.offset - start);
    txBytes.set(bytes.subarray(start, r2.offset), 2);
    out.push(txBytes);
  }, MIN_AVM_TX);
  r.done();
  return out;
}
