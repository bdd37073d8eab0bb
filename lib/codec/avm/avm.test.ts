import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { sortTransferableInputsWithSigners, utxoIdBytes, utxoIdDisplay, utxoIdToString } from '../avax';
import { CodecError } from '../errors';
import { expectRoundTrip } from '../tx-round-trip';
import { formatBytes, parseBytes } from '../encoding';
import { idToString } from '../ids';
import { stringifyJson } from '../json';
import { recoverAddress } from '../secp256k1';
import {
  AVAX_ASSET_ID_STRING,
  EWOQ_ADDR,
  EWOQ_KEY,
  filled,
  SECOND_KEY,
  X_CHAIN_ID_STRING,
  BASE_TX_JSON_KEYS,
} from '@/lib/codec/testing/fixtures';
import {
  AVM_SAMPLES,
  OWNERS,
  PROPERTY_OPERATION_TX,
  transferIn,
  transferOut,
  baseFields,
  signedByEwoq,
} from '@/lib/codec/testing/avm-fixtures';
import {
  avmBlockId,
  avmCanonicalOrderError,
  avmTxId,
  avmTxToJson,
  avmBlockToJson,
  decodeAvmBlock,
  decodeAvmTx,
  decodeAvmUnsignedTx,
  decodeAvmUtxo,
  encodeAvmBlock,
  encodeAvmTx,
  encodeAvmUnsignedTx,
  encodeAvmUtxo,
  signAvmTx,
  sortAvmOperationsWithSigners,
  sortAvmTransferableOutputs,
  type AvmTx,
  type AvmUnsignedTx,
} from './index';

describe('AVM tx codec', () => {
  const all = [...Object.values(AVM_SAMPLES), PROPERTY_OPERATION_TX];

  it.each(all.map((u) => [u.kind, u] as const))('round-trips a signed %s byte-for-byte', (_k, u) => {
    expectRoundTrip('X', signedByEwoq(u));
    expect(decodeAvmUnsignedTx(encodeAvmUnsignedTx(u))).toEqual(u);
  });

  it('writes the documented BaseTx layout: version, type 0, network, chain', () => {
    const bytes = encodeAvmUnsignedTx(AVM_SAMPLES.BaseTx);
    expect(Array.from(bytes.subarray(0, 10))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0x30, 0x39]);
    expect(idToString(bytes.slice(10, 42))).toBe(X_CHAIN_ID_STRING);
  });

  it('signs sha256(unsigned bytes) so every credential recovers the signer', () => {
    const u = AVM_SAMPLES.OperationTx;
    const tx = signAvmTx(u, [[EWOQ_KEY], [EWOQ_KEY], [EWOQ_KEY, SECOND_KEY], [EWOQ_KEY]]);
    expect(tx.credentials.map((c) => c.kind)).toEqual([
      'secp256k1fx.Credential',
      'secp256k1fx.Credential',
      'nftfx.Credential',
      'nftfx.Credential',
    ]);
    const digest = sha256(encodeAvmUnsignedTx(u));
    for (const c of tx.credentials) expect(recoverAddress(digest, c.sigs[0] as Uint8Array)).toEqual(EWOQ_ADDR);
    expect(() => signAvmTx(u, [[EWOQ_KEY]])).toThrow(CodecError);
  });

  it('computes tx ids as sha256 of the signed bytes', () => {
    const bytes = encodeAvmTx(signedByEwoq(AVM_SAMPLES.BaseTx));
    expect(avmTxId(bytes)).toEqual(sha256(bytes));
  });

  it('rejects every truncation and any trailing byte with CodecError', () => {
    const bytes = encodeAvmTx(signedByEwoq(AVM_SAMPLES.CreateAssetTx));
    for (let n = 0; n < bytes.length; n++) expect(() => decodeAvmTx(bytes.subarray(0, n))).toThrow(CodecError);
    const extra = new Uint8Array(bytes.length + 1);
    extra.set(bytes);
    expect(() => decodeAvmTx(extra)).toThrow(CodecError);
  });

  it('rejects unknown versions, unknown type ids and type ids in the wrong place', () => {
    const bytes = encodeAvmTx(signedByEwoq(AVM_SAMPLES.BaseTx));
    const v = Uint8Array.from(bytes);
    v[1] = 1;
    expect(() => decodeAvmTx(v)).toThrow(/version/);
    const t = Uint8Array.from(bytes);
    t[5] = 99;
    expect(() => decodeAvmTx(t)).toThrow(CodecError);
    const wrong = Uint8Array.from(bytes);
    wrong[5] = 7; // TransferOutput where an unsigned tx belongs
    expect(() => decodeAvmTx(wrong)).toThrow(CodecError);
  });

  it('survives random corruption without throwing anything but CodecError', () => {
    const bytes = encodeAvmTx(signedByEwoq(AVM_SAMPLES.OperationTx));
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let i = 0; i < 2000; i++) {
      const b = Uint8Array.from(bytes);
      for (let k = 0; k < 3; k++) b[Math.floor(rand() * b.length)] = Math.floor(rand() * 256);
      try {
        decodeAvmTx(b);
      } catch (e) {
        expect(e).toBeInstanceOf(CodecError);
      }
    }
  });

  it('refuses a slice count larger than the remaining bytes', () => {
    const bytes = encodeAvmTx(signedByEwoq(AVM_SAMPLES.BaseTx));
    const b = Uint8Array.from(bytes);
    // outputs count sits right after version(2)+type(4)+network(4)+chain(32)
    b.set([0x7f, 0xff, 0xff, 0xff], 42);
    expect(() => decodeAvmTx(b)).toThrow(/exceeds/);
  });
});

describe('AVM UTXOs and blocks', () => {
  it('round-trips a UTXO and computes its id like avax.UTXOID.InputID', () => {
    const utxo = { txID: filled(32, 1), outputIndex: 2, assetID: filled(32, 3), output: transferOut(5n).output };
    const bytes = encodeAvmUtxo(utxo);
    expect(decodeAvmUtxo(bytes)).toEqual(utxo);
    const pre = new Uint8Array(40);
    pre[7] = 2;
    pre.set(filled(32, 1), 8);
    expect(utxoIdBytes(utxo.txID, 2)).toEqual(sha256(pre));
    expect(utxoIdToString(utxo.txID, 2)).toBe(idToString(sha256(pre)));
    expect(utxoIdDisplay(utxo.txID, 2)).toBe(`${idToString(utxo.txID)}:2`);
    expect(() => decodeAvmUtxo(bytes.subarray(0, bytes.length - 1))).toThrow(CodecError);
  });

  it('round-trips a standard block whose id is sha256 of its bytes', () => {
    const block = {
      parentID: filled(32, 9),
      height: 7n,
      time: 1_721_016_000n,
      merkleRoot: filled(32, 0),
      txs: [signedByEwoq(AVM_SAMPLES.BaseTx), signedByEwoq(AVM_SAMPLES.ExportTx)],
    };
    const bytes = encodeAvmBlock(block);
    expect(Array.from(bytes.subarray(0, 6))).toEqual([0, 0, 0, 0, 0, 20]);
    expect(decodeAvmBlock(bytes)).toEqual(block);
    expect(avmBlockId(bytes)).toEqual(sha256(bytes));
    const json = avmBlockToJson(block, { hrp: 'local' }, bytes);
    expect(Object.keys(json)).toEqual(['parentID', 'height', 'time', 'merkleRoot', 'txs', 'id']);
    expect((json.txs as { id: string }[])[1]?.id).toBe(idToString(sha256(encodeAvmTx(block.txs[1] as AvmTx))));
    expect(() => decodeAvmBlock(parseBytes(formatBytes(bytes)).subarray(1))).toThrow(CodecError);
  });
});

describe('AVM canonical order', () => {
  it('accepts the samples and names the broken rule otherwise', () => {
    expect(avmCanonicalOrderError(AVM_SAMPLES.BaseTx)).toBeNull();
    const base = baseFields();
    expect(avmCanonicalOrderError({ kind: 'BaseTx', base: { ...base, outputs: [...base.outputs].reverse() } })).toBe(
      'outputs not sorted',
    );
    expect(avmCanonicalOrderError({ kind: 'BaseTx', base: { ...base, inputs: [...base.inputs].reverse() } })).toBe(
      'inputs not sorted and unique',
    );
    expect(
      avmCanonicalOrderError({ kind: 'BaseTx', base: { ...base, inputs: [base.inputs[0]!, base.inputs[0]!] } }),
    ).toBe('inputs not sorted and unique');
    expect(avmCanonicalOrderError({ kind: 'BaseTx', base: { ...base, inputs: [transferIn(1, 0, 1n, [1, 0])] } })).toBe(
      'address indices not sorted and unique',
    );
    const unsortedOwners = { ...OWNERS, threshold: 1, addrs: [filled(20, 9), filled(20, 1)] };
    expect(
      avmCanonicalOrderError({ kind: 'BaseTx', base: { ...base, outputs: [transferOut(1n, unsortedOwners)] } }),
    ).toBe('addresses not sorted and unique');
  });

  it('sorts outputs, inputs-with-signers and operations into the order the node requires', () => {
    const base = baseFields();
    const outs = sortAvmTransferableOutputs([...base.outputs].reverse());
    expect(outs).toEqual(base.outputs);
    const { inputs, signers } = sortTransferableInputsWithSigners([...base.inputs].reverse(), ['b', 'a']);
    expect(inputs).toEqual(base.inputs);
    expect(signers).toEqual(['a', 'b']);
    const op = AVM_SAMPLES.OperationTx as Extract<AvmUnsignedTx, { kind: 'OperationTx' }>;
    const sorted = sortAvmOperationsWithSigners([...op.ops].reverse(), [1, 2, 3]);
    expect(avmCanonicalOrderError({ ...op, ops: sorted.ops })).toBeNull();
  });
});

describe('AVM JSON', () => {
  it('matches the shape avm.getTx returns with encoding json', () => {
    const u = AVM_SAMPLES.ExportTx;
    const tx = signedByEwoq(u);
    const json = avmTxToJson(tx, { hrp: 'local', chainAlias: 'X' });
    expect(Object.keys(json)).toEqual(['unsignedTx', 'credentials', 'id']);
    expect(json.id).toBe(idToString(sha256(encodeAvmTx(tx))));
    const ut = json.unsignedTx as Record<string, unknown>;
    expect(Object.keys(ut)).toEqual([...BASE_TX_JSON_KEYS, 'destinationChain', 'exportedOutputs']);
    expect(ut.memo).toBe('0x736e6f776c696e65');
    expect((ut.outputs as unknown[])[0]).toEqual({
      assetID: AVAX_ASSET_ID_STRING,
      fxID: 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ',
      output: { addresses: ['X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'], amount: 1n, locktime: 0n, threshold: 1 },
    });
    expect((ut.inputs as unknown[])[0]).toEqual({
      txID: idToString(filled(32, 7)),
      outputIndex: 1,
      assetID: AVAX_ASSET_ID_STRING,
      fxID: 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ',
      input: { amount: 2_000_000n, signatureIndices: [0] },
    });
    const cred = (json.credentials as { fxID: string; credential: { signatures: string[] } }[])[0]!;
    expect(cred.fxID).toBe('spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ');
    expect(cred.credential.signatures[0]).toMatch(/^0x[0-9a-f]{130}$/);
    // u64 values come out as bare JSON numbers, exactly, beyond 2^53 too.
    expect(stringifyJson({ amount: 300000000000000001n })).toBe('{"amount":300000000000000001}');
  });

  it('shows fx ids per initial state and nft payloads as hex', () => {
    const json = avmTxToJson(signedByEwoq(AVM_SAMPLES.CreateAssetTx), { hrp: 'local' });
    const states = (json.unsignedTx as { initialStates: { fxIndex: number; fxID: string }[] }).initialStates;
    expect(states.map((s) => s.fxID)).toEqual([
      'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ',
      'qd2U4HDWUvMrVUeTcCHp6xH3Qpnn1XbU5MDdnBoiifFqvgXwT',
      'rXJsCSEYXg2TehWxCEEGj6JU2PWKTkd6cBdNLjoe2SpsKD9cy',
    ]);
    const ops = avmTxToJson(signedByEwoq(AVM_SAMPLES.OperationTx), { hrp: 'local' });
    const op = (ops.unsignedTx as { operations: { operation: Record<string, unknown> }[] }).operations[1]!;
    expect(op.operation).toEqual({
      mintInput: { signatureIndices: [0] },
      groupID: 5,
      payload: '0x010203',
      outputs: [{ addresses: ['X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'], locktime: 0n, threshold: 1 }],
    });
  });
});
