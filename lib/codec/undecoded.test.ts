// The tolerant split of X and P blocks and of C extra data: a tx of a type id no codec registers
// (9999) stops the split there, and what came before is read as usual.
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { AVM_SAMPLES, signedByEwoq as xSigned } from '@/lib/codec/testing/avm-fixtures';
import { encodeAvmTx, splitAvmBlock } from './avm';
import { EXPORT_TO_X, IMPORT_FROM_P, signedByEwoq as cSigned } from '@/lib/codec/testing/atomic-fixtures';
import { encodeAtomicTx, encodeBlockExtraData, splitBlockExtraData, splitBlockExtraDataHex } from './evm-atomic';
import { PVM_SAMPLES } from '@/lib/codec/testing/pvm-fixtures';
import { encodePvmBlock, encodePvmTx, splitPvmBlock, type PvmTx } from './pvm';
import { avmBlockOf, UNKNOWN_TYPE_ID as UNKNOWN, withUnknownType } from '@/lib/codec/testing/undecoded-fixtures';

const x1 = xSigned(AVM_SAMPLES.BaseTx);
const x2 = xSigned(AVM_SAMPLES.ExportTx);
const xBlock = (txs: (typeof x1)[]) => avmBlockOf(9n, txs);

describe('X blocks', () => {
  it('keeps the header and the txs before an unknown type, and ids the last tx from its own bytes', () => {
    const { block, txBytes } = withUnknownType(xBlock([x1, x2]), encodeAvmTx(x2));
    const s = splitAvmBlock(block);
    expect(s.header?.height).toBe(9n);
    expect(s.txs.map((t) => t.tx.unsigned.kind)).toEqual(['BaseTx']);
    expect(s.txs[0]!.bytes).toEqual(encodeAvmTx(x1));
    expect(s.undecoded).toMatchObject({ pos: 1, count: 1, typeID: UNKNOWN });
    expect(s.undecoded!.reason).toMatch(/9999/);
    expect(s.undecoded!.txBytes).toEqual(txBytes);
    expect(sha256(s.undecoded!.txBytes!)).toEqual(sha256(txBytes));
  });

  it('cannot split the txs after the one it cannot read, and says how many there are', () => {
    const { block } = withUnknownType(xBlock([x1, x2, x1]), encodeAvmTx(x2));
    const s = splitAvmBlock(block);
    expect(s.txs).toHaveLength(1);
    expect(s.undecoded).toMatchObject({ pos: 1, count: 2, typeID: UNKNOWN, txBytes: null });
  });

  it('gives the whole block as undecoded when its own type is unknown', () => {
    const block = xBlock([x1]);
    new DataView(block.buffer).setUint32(2, UNKNOWN);
    const s = splitAvmBlock(block);
    expect(s.header).toBeNull();
    expect(s.undecoded).toMatchObject({ pos: 0, count: null, typeID: UNKNOWN });
    expect(s.undecoded!.bytes).toEqual(block);
  });

  it('reads a block it knows as the strict decoder does', () => {
    const s = splitAvmBlock(xBlock([x1, x2]));
    expect(s.undecoded).toBeNull();
    expect(s.txs.map((t) => t.bytes)).toEqual([encodeAvmTx(x1), encodeAvmTx(x2)]);
  });
});

const p = (i: number): PvmTx => ({ unsigned: PVM_SAMPLES[i]!, credentials: [] });

describe('P blocks', () => {
  it('a standard block keeps the txs before an unknown type', () => {
    const bytes = encodePvmBlock({
      kind: 'BanffStandardBlock',
      time: 5n,
      parentID: new Uint8Array(32),
      height: 3n,
      txs: [p(0), p(1)],
    });
    const { block, txBytes } = withUnknownType(bytes, encodePvmTx(p(1)));
    const s = splitPvmBlock(block);
    expect(s.header).toMatchObject({ kind: 'BanffStandardBlock', height: 3n, time: 5n });
    expect(s.txs.map((t) => t.bytes)).toEqual([encodePvmTx(p(0))]);
    expect(s.undecoded).toMatchObject({ pos: 1, count: 1, typeID: UNKNOWN, txBytes });
  });

  it('a proposal block whose proposal tx is unknown keeps its header', () => {
    const bytes = encodePvmBlock({
      kind: 'BanffProposalBlock',
      time: 5n,
      txs: [],
      parentID: new Uint8Array(32),
      height: 4n,
      tx: p(2),
    });
    const { block, txBytes } = withUnknownType(bytes, encodePvmTx(p(2)));
    const s = splitPvmBlock(block);
    expect(s.header).toMatchObject({ kind: 'BanffProposalBlock', height: 4n });
    expect(s.txs).toEqual([]);
    expect(s.undecoded).toMatchObject({ pos: 0, count: 1, typeID: UNKNOWN, txBytes });
  });

  it('a proposal block whose decision tx is unknown has no header left to read', () => {
    const bytes = encodePvmBlock({
      kind: 'BanffProposalBlock',
      time: 5n,
      txs: [p(0)],
      parentID: new Uint8Array(32),
      height: 4n,
      tx: p(2),
    });
    const { block } = withUnknownType(bytes, encodePvmTx(p(0)));
    const s = splitPvmBlock(block);
    expect(s.header).toBeNull();
    expect(s.undecoded).toMatchObject({ pos: 0, count: 1, typeID: UNKNOWN, txBytes: null });
  });

  it('an unknown block type is undecoded as a whole', () => {
    const block = encodePvmBlock({ kind: 'BanffCommitBlock', time: 5n, parentID: new Uint8Array(32), height: 4n });
    new DataView(block.buffer).setUint32(2, UNKNOWN);
    expect(splitPvmBlock(block)).toMatchObject({ header: null, txs: [], undecoded: { typeID: UNKNOWN, count: null } });
  });
});

describe('C extra data', () => {
  const imp = cSigned(IMPORT_FROM_P);
  const exp = cSigned(EXPORT_TO_X);

  it('keeps the atomic txs before an unknown type', () => {
    const { block, txBytes } = withUnknownType(encodeBlockExtraData([imp, exp]), encodeAtomicTx(exp));
    const s = splitBlockExtraData(block);
    expect(s.txs.map((t) => t.bytes)).toEqual([encodeAtomicTx(imp)]);
    expect(s.undecoded).toMatchObject({ pos: 1, count: 1, typeID: UNKNOWN, txBytes });
  });

  it('reads what coreth reads strictly, and says why bytes of no known layout are unread', () => {
    expect(splitBlockExtraDataHex('0x')).toEqual({ txs: [], undecoded: null });
    expect(splitBlockExtraData(encodeAtomicTx(imp)).txs).toHaveLength(1);
    const s = splitBlockExtraDataHex('0x0007deadbeef');
    expect(s.txs).toEqual([]);
    expect(s.undecoded).toMatchObject({ pos: 0, count: null, typeID: null });
    expect(s.undecoded!.reason).toMatch(/codec version 7/);
  });
});
