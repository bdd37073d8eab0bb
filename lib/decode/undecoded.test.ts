// What pages show of txs the codec cannot read: the block's other txs decoded, the rest as
// "undecoded (type N)" with the id the node gives the tx, the reason and the bytes.
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { encodeAvmTx, idToString } from '@/lib/codec';
import { AVM_SAMPLES, signedByEwoq } from '@/lib/codec/testing/avm-fixtures';
import { avmBlockOf, UNKNOWN_TYPE_ID as UNKNOWN, withUnknownType } from '@/lib/codec/testing/undecoded-fixtures';
import { decodeXBlock, decodeXTx } from './avm';
import type { DecodeContext } from './model';
import { undecodedBlock, undecodedLabel, undecodedTx } from './undecoded';

const ctx: DecodeContext = { hrp: 'local', chainAliases: {} };

describe('undecoded txs on pages', () => {
  const known = signedByEwoq(AVM_SAMPLES.BaseTx);
  const other = signedByEwoq(AVM_SAMPLES.ExportTx);
  const { block, txBytes: hidden } = withUnknownType(avmBlockOf(12n, [known, other]), encodeAvmTx(other));

  it('shows the block with the txs it read and the last one as undecoded, with its id and bytes', () => {
    const v = decodeXBlock(block, ctx);
    expect(v.height).toBe(12n);
    expect(v.txs.map((t) => t.id)).toEqual([decodeXTx(encodeAvmTx(known), ctx).id]);
    expect(v.undecoded).toMatchObject({ pos: 1, count: 1, typeID: UNKNOWN, id: idToString(sha256(hidden)) });
    expect(v.undecoded!.hex).toBe('0x' + Buffer.from(hidden.subarray(2)).toString('hex'));
    expect(undecodedLabel(v.undecoded!.typeID)).toBe('undecoded (type 9999)');
  });

  it('shows a tx on its own with the id of all its bytes, and a block it cannot read at all', () => {
    expect(() => decodeXTx(hidden, ctx)).toThrow(/9999/);
    const t = undecodedTx(hidden, new Error('unknown type ID 9999'));
    expect(t).toMatchObject({ id: idToString(sha256(hidden)), typeID: UNKNOWN, length: hidden.length });
    const whole = block.slice();
    new DataView(whole.buffer).setUint32(2, 77);
    expect(() => decodeXBlock(whole, ctx)).toThrow(/block type ID 77/);
    expect(undecodedBlock(whole, new Error('x'))).toMatchObject({ typeID: 77, id: null, length: whole.length });
    expect(undecodedLabel(null)).toBe('undecoded');
  });
});
