// A P block read tolerantly: its header and the txs up to the first one the codec cannot read. A
// Banff proposal block keeps its parent and height after its decision txs: when one of those cannot
// be read, neither can they, and the block counts as unread from there.
import { readVersion } from '../avax';
import { ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import {
  readTxsTolerant,
  reasonOf,
  trailing,
  typeIdAt,
  undecodedFrom,
  withVersion,
  type SplitTx,
  type UndecodedTxs,
} from '../undecoded';
import { MIN_PVM_TX, readPvmTxBody } from './tx';
import { PVM_TYPES, type PvmBlock, type PvmTx } from './types';

export interface PvmBlockSplit {
  /** Null when the block's header could not be read (then `undecoded` holds the block from there). */
  header: { kind: PvmBlock['kind']; parentID: Uint8Array; height: bigint; time: bigint | undefined } | null;
  txs: SplitTx<PvmTx>[];
  undecoded: UndecodedTxs | null;
}

type Kind = PvmBlock['kind'];

function oneTx(
  r: CodecReader,
  bytes: Uint8Array,
  pos: number,
): { txs: SplitTx<PvmTx>[]; undecoded: UndecodedTxs | null } {
  const start = r.offset;
  try {
    const tx = readPvmTxBody(r);
    return { txs: [{ tx, bytes: withVersion(bytes.subarray(start, r.offset)) }], undecoded: null };
  } catch (e) {
    return { txs: [], undecoded: undecodedFrom(bytes, start, pos, 1, e, true) };
  }
}

export function splitPvmBlock(bytes: Uint8Array): PvmBlockSplit {
  const r = new CodecReader(bytes);
  const whole = (e: unknown): PvmBlockSplit => ({
    header: null,
    txs: [],
    undecoded: { pos: 0, count: null, typeID: typeIdAt(bytes, 2), reason: reasonOf(e), bytes, txBytes: null },
  });
  let kind: Kind;
  let time: bigint | undefined;
  try {
    readVersion(r);
    kind = PVM_TYPES.nameOf(r.u32(), 'block') as Kind;
    if (kind.startsWith('Banff')) time = r.u64();
  } catch (e) {
    return whole(e);
  }
  const head = () => ({ parentID: r.fixed(ID_LEN), height: r.u64() });
  try {
    switch (kind) {
      case 'BanffStandardBlock':
      case 'ApricotStandardBlock': {
        const h = head();
        const { txs, undecoded } = readTxsTolerant(r, bytes, 0, readPvmTxBody, MIN_PVM_TX, true);
        return { header: { kind, time, ...h }, txs, undecoded: undecoded ?? trailing(r, bytes, txs.length) };
      }
      case 'BanffProposalBlock': {
        const decision = readTxsTolerant(r, bytes, 0, readPvmTxBody, MIN_PVM_TX, false);
        if (decision.undecoded) return { header: null, txs: decision.txs, undecoded: decision.undecoded };
        const h = head();
        const proposal = oneTx(r, bytes, decision.txs.length);
        const txs = [...decision.txs, ...proposal.txs];
        return { header: { kind, time, ...h }, txs, undecoded: proposal.undecoded ?? trailing(r, bytes, txs.length) };
      }
      case 'ApricotProposalBlock':
      case 'ApricotAtomicBlock': {
        const h = head();
        const { txs, undecoded } = oneTx(r, bytes, 0);
        return { header: { kind, time, ...h }, txs, undecoded: undecoded ?? trailing(r, bytes, txs.length) };
      }
      case 'BanffCommitBlock':
      case 'BanffAbortBlock':
      case 'ApricotCommitBlock':
      case 'ApricotAbortBlock': {
        const h = head();
        return { header: { kind, time, ...h }, txs: [], undecoded: trailing(r, bytes, 0) };
      }
      default:
        return whole(new Error(`type ${kind as string} is not a P-chain block`));
    }
  } catch (e) {
    // The header itself ended early.
    return whole(e);
  }
}
