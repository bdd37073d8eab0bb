import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../errors';
import { expectRoundTrip } from '../tx-round-trip';
import { idToString } from '../ids';
import { recoverAddress } from '../secp256k1';
import { AVAX_ASSET_ID, SECOND_ADDR, SECOND_KEY, filled } from '@/lib/codec/testing/fixtures';
import {
  atomicCanonicalOrderError,
  atomicTxBurned,
  atomicTxFee,
  atomicTxGasUsed,
  atomicTxID,
  atomicUtxoOf,
  decodeAtomicTx,
  decodeAtomicUtxo,
  decodeBlockExtraData,
  encodeAtomicTx,
  encodeAtomicUnsignedTx,
  encodeAtomicUtxo,
  encodeBlockExtraData,
  signAtomicTx,
} from './index';
import { EXPORT_TO_X, IMPORT_FROM_P, signedByEwoq } from '@/lib/codec/testing/atomic-fixtures';

describe('atomic tx codec', () => {
  it.each([IMPORT_FROM_P, EXPORT_TO_X].map((u) => [u.kind, u] as const))(
    'round-trips a signed %s byte for byte',
    (_k, u) => expectRoundTrip('C', signedByEwoq(u)),
  );

  it('writes the type ids coreth registers: ImportTx 0, ExportTx 1, TransferInput 5, TransferOutput 7, Credential 9', () => {
    const imp = encodeAtomicTx(signedByEwoq(IMPORT_FROM_P));
    expect([...imp.subarray(0, 6)]).toEqual([0, 0, 0, 0, 0, 0]);
    // First imported input: version, typeID, networkID, blockchainID, sourceChain, count, then txID, index, asset, typeID.
    const inputTypeAt = 2 + 4 + 4 + 32 + 32 + 4 + 32 + 4 + 32;
    expect(new DataView(imp.buffer).getUint32(inputTypeAt)).toBe(5);
    const exp = encodeAtomicUnsignedTx(EXPORT_TO_X);
    expect(new DataView(exp.buffer).getUint32(2)).toBe(1);
    const outTypeAt = 2 + 4 + 4 + 32 + 32 + 4 + (20 + 8 + 32 + 8) + 4 + 32;
    expect(new DataView(exp.buffer).getUint32(outTypeAt)).toBe(7);
    const signed = encodeAtomicTx(signedByEwoq(EXPORT_TO_X));
    expect(new DataView(signed.buffer).getUint32(exp.length + 4)).toBe(9);
  });

  it('txID is cb58(sha256(signed bytes)) and the signature recovers the signer', () => {
    const tx = signAtomicTx(EXPORT_TO_X, [[SECOND_KEY]]);
    const bytes = encodeAtomicTx(tx);
    expect(atomicTxID(bytes)).toBe(idToString(sha256(bytes)));
    expect(atomicTxID(bytes)).not.toBe(atomicTxID(encodeAtomicTx(signedByEwoq(EXPORT_TO_X))));
    const sig = tx.credentials[0]?.sigs[0] as Uint8Array;
    expect(recoverAddress(sha256(encodeAtomicUnsignedTx(EXPORT_TO_X)), sig)).toEqual(SECOND_ADDR);
  });

  it('refuses trailing bytes, unknown versions, unregistered type ids and truncation with CodecError', () => {
    const bytes = encodeAtomicTx(signedByEwoq(IMPORT_FROM_P));
    expect(() => decodeAtomicTx(Uint8Array.of(...bytes, 0))).toThrow(/trailing/);
    expect(() => decodeAtomicTx(Uint8Array.of(0, 1, ...bytes.subarray(2)))).toThrow(/codec version/);
    const wrongType = bytes.slice();
    wrongType[5] = 4;
    expect(() => decodeAtomicTx(wrongType)).toThrow(/unknown type ID 4/);
    // secp MintOutput (6) is skipped in coreth's codec: an exported output of type 6 does not parse.
    const exp = encodeAtomicUnsignedTx(EXPORT_TO_X).slice();
    new DataView(exp.buffer).setUint32(2 + 4 + 4 + 32 + 32 + 4 + 68 + 4 + 32, 6);
    expect(() => decodeAtomicTx(Uint8Array.of(...exp, 0, 0, 0, 0))).toThrow(CodecError);
    for (let n = 0; n < bytes.length; n += 17) expect(() => decodeAtomicTx(bytes.subarray(0, n))).toThrow(CodecError);
  });

  it('a hostile slice count fails fast instead of allocating', () => {
    const head = encodeAtomicUnsignedTx({ ...EXPORT_TO_X, ins: [], exportedOutputs: [] }).slice(0, 2 + 4 + 4 + 64);
    const evil = Uint8Array.of(...head, 0xff, 0xff, 0xff, 0xff);
    expect(() => decodeAtomicTx(evil)).toThrow(/exceeds/);
  });
});

describe('block extra data', () => {
  const a = signedByEwoq(IMPORT_FROM_P);
  const b = signedByEwoq(EXPORT_TO_X);

  it('round-trips the post-AP5 slice and reads the pre-AP5 single tx', () => {
    const extra = encodeBlockExtraData([a, b]);
    expect(decodeBlockExtraData(extra)).toEqual([a, b]);
    // The slice is version, count, then each tx without its own version.
    expect(extra.length).toBe(2 + 4 + encodeAtomicTx(a).length - 2 + encodeAtomicTx(b).length - 2);
    expect(decodeBlockExtraData(encodeAtomicTx(b))).toEqual([b]);
    expect(decodeBlockExtraData(encodeAtomicTx(a))).toEqual([a]);
  });

  it('empty extra data is no txs; an empty slice or garbage is refused', () => {
    expect(encodeBlockExtraData([])).toEqual(new Uint8Array(0));
    expect(decodeBlockExtraData(new Uint8Array(0))).toEqual([]);
    expect(() => decodeBlockExtraData(Uint8Array.of(0, 0, 0, 0, 0, 0))).toThrow(CodecError);
    expect(() => decodeBlockExtraData(Uint8Array.of(1, 2, 3))).toThrow(CodecError);
  });
});

describe('gas and fee (Apricot Phase 5 rule)', () => {
  it('import: unsigned bytes + 1,000 per signature + 10,000', () => {
    const tx = signedByEwoq(IMPORT_FROM_P);
    const len = BigInt(encodeAtomicUnsignedTx(IMPORT_FROM_P).length);
    expect(atomicTxGasUsed(tx)).toBe(len + 2_000n + 10_000n);
  });

  it('export: unsigned bytes + 1,000 per EVM input + 10,000', () => {
    const tx = signedByEwoq(EXPORT_TO_X);
    expect(atomicTxGasUsed(tx)).toBe(BigInt(encodeAtomicUnsignedTx(EXPORT_TO_X).length) + 1_000n + 10_000n);
  });

  it('fee in nAVAX rounds gas × base fee (wei) / 1e9 up', () => {
    const tx = signedByEwoq(EXPORT_TO_X);
    const gas = atomicTxGasUsed(tx);
    expect(atomicTxFee(tx, 25_000_000_000n)).toBe(gas * 25n);
    expect(atomicTxFee(tx, 1n)).toBe(1n);
    expect(atomicTxFee(tx, 1_000_000_001n)).toBe(gas + 1n);
    expect(atomicTxFee(tx, 0n)).toBe(0n);
  });

  it('burned is inputs minus outputs of the asset', () => {
    expect(atomicTxBurned(IMPORT_FROM_P, AVAX_ASSET_ID)).toBe(100_000n);
    expect(atomicTxBurned(EXPORT_TO_X, AVAX_ASSET_ID)).toBe(100_000n);
    expect(atomicTxBurned(EXPORT_TO_X, filled(32, 9))).toBe(0n);
  });
});

describe('order rules and exported UTXOs', () => {
  it('names the rule an out-of-order tx breaks', () => {
    expect(atomicCanonicalOrderError(IMPORT_FROM_P)).toBeNull();
    expect(atomicCanonicalOrderError(EXPORT_TO_X)).toBeNull();
    const swapped = { ...IMPORT_FROM_P, importedInputs: [...IMPORT_FROM_P.importedInputs].reverse() };
    expect(atomicCanonicalOrderError(swapped)).toBe('inputs not sorted and unique');
    const dupOuts = { ...IMPORT_FROM_P, outs: [IMPORT_FROM_P.outs[0]!, IMPORT_FROM_P.outs[0]!] };
    expect(atomicCanonicalOrderError(dupOuts)).toBe('outputs not sorted and unique');
    const dupIns = { ...EXPORT_TO_X, ins: [EXPORT_TO_X.ins[0]!, { ...EXPORT_TO_X.ins[0]!, nonce: 8n }] };
    expect(atomicCanonicalOrderError(dupIns)).toBe('inputs not sorted and unique');
  });

  it('the UTXO an export creates carries its tx id and index, and encodes like X and P UTXOs', () => {
    const out = EXPORT_TO_X.exportedOutputs[0]!;
    const utxo = atomicUtxoOf(filled(32, 3), 0, out);
    expect(utxo).toEqual({ txID: filled(32, 3), outputIndex: 0, assetID: AVAX_ASSET_ID, output: out.output });
    const bytes = encodeAtomicUtxo(utxo);
    expect(decodeAtomicUtxo(bytes)).toEqual(utxo);
    expect(bytes.length).toBe(2 + 32 + 4 + 32 + 4 + 8 + 8 + 4 + 4 + 20);
  });
});
