import { CODEC_VERSION, readVersion } from '../avax';
import { CodecError } from '../errors';
import { contentId, ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';
import { MIN_PVM_TX, readPvmTxBody, writePvmTxBody } from './tx';
import { PVM_TYPE_IDS, PVM_TYPES, type PvmBlock, type PvmTx } from './types';

function writeTxs(w: CodecWriter, txs: PvmTx[]): void {
  w.array(txs, writePvmTxBody);
}

/** Banff blocks put `time` first, then the Apricot body (parentID, height, …). */
export function encodePvmBlock(b: PvmBlock): Uint8Array {
  const w = new CodecWriter(1024);
  w.u16(CODEC_VERSION).u32(PVM_TYPE_IDS[b.kind]);
  switch (b.kind) {
    case 'BanffStandardBlock':
      w.u64(b.time).fixed(b.parentID, ID_LEN).u64(b.height);
      writeTxs(w, b.txs);
      break;
    case 'BanffProposalBlock':
      w.u64(b.time);
      writeTxs(w, b.txs);
      w.fixed(b.parentID, ID_LEN).u64(b.height);
      writePvmTxBody(w, b.tx);
      break;
    case 'BanffCommitBlock':
    case 'BanffAbortBlock':
      w.u64(b.time).fixed(b.parentID, ID_LEN).u64(b.height);
      break;
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock':
      w.fixed(b.parentID, ID_LEN).u64(b.height);
      writePvmTxBody(w, b.tx);
      break;
    case 'ApricotStandardBlock':
      w.fixed(b.parentID, ID_LEN).u64(b.height);
      writeTxs(w, b.txs);
      break;
    case 'ApricotCommitBlock':
    case 'ApricotAbortBlock':
      w.fixed(b.parentID, ID_LEN).u64(b.height);
      break;
  }
  return w.finish();
}

function readTxs(r: CodecReader): PvmTx[] {
  return r.array(readPvmTxBody, MIN_PVM_TX);
}

export function decodePvmBlock(bytes: Uint8Array): PvmBlock {
  const r = new CodecReader(bytes);
  readVersion(r);
  const kind = PVM_TYPES.nameOf(r.u32(), 'block');
  let b: PvmBlock;
  switch (kind) {
    case 'BanffStandardBlock': {
      const time = r.u64();
      const parentID = r.fixed(ID_LEN);
      const height = r.u64();
      b = { kind, time, parentID, height, txs: readTxs(r) };
      break;
    }
    case 'BanffProposalBlock': {
      const time = r.u64();
      const txs = readTxs(r);
      const parentID = r.fixed(ID_LEN);
      const height = r.u64();
      b = { kind, time, txs, parentID, height, tx: readPvmTxBody(r) };
      break;
    }
    case 'BanffCommitBlock':
    case 'BanffAbortBlock': {
      const time = r.u64();
      b = { kind, time, parentID: r.fixed(ID_LEN), height: r.u64() };
      break;
    }
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock': {
      const parentID = r.fixed(ID_LEN);
      const height = r.u64();
      b = { kind, parentID, height, tx: readPvmTxBody(r) };
      break;
    }
    case 'ApricotStandardBlock': {
      const parentID = r.fixed(ID_LEN);
      const height = r.u64();
      b = { kind, parentID, height, txs: readTxs(r) };
      break;
    }
    case 'ApricotCommitBlock':
    case 'ApricotAbortBlock':
      b = { kind, parentID: r.fixed(ID_LEN), height: r.u64() };
      break;
    default:
      throw new CodecError(`type ${kind} is not a P-chain block`);
  }
  r.done();
  return b;
}

export const pvmBlockId = contentId;

/** All txs of a block in order (Banff proposal: the decision txs, then the proposal tx). */
export function pvmBlockTxs(b: PvmBlock): PvmTx[] {
  switch (b.kind) {
    case 'BanffProposalBlock':
      return [...b.txs, b.tx];
    case 'BanffStandardBlock':
    case 'ApricotStandardBlock':
      return b.txs;
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock':
      return [b.tx];
    default:
      return [];
  }
}
