import { sha256 } from '@noble/hashes/sha2.js';
import { transferIn } from '../avm/avm-fixtures';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../errors';
import { idToString } from '../ids';
import { recoverAddress } from '../secp256k1';
import {
  AVAX_ASSET_ID,
  C_CHAIN_ID,
  EWOQ_ADDR,
  EWOQ_KEY,
  LOCAL_NETWORK_ID,
  SECOND_ADDR,
  SECOND_KEY,
  X_CHAIN_ID,
  filled,
} from '../test-fixtures';
import {
  atomicCanonicalOrderError,
  atomicTxBurned,
  atomicTxFee,
  atomicTxGasUsed,
  atomicTxID,
  atomicUnsignedBytesOf,
  atomicUtxoOf,
  decodeAtomicTx,
  decodeAtomicUtxo,
  decodeBlockExtraData,
  encodeAtomicTx,
  encodeAtomicUnsignedTx,
  encodeAtomicUtxo,
  encodeBlockExtraData,
  signAtomicTx,
  type AtomicUnsignedTx,
} from './index';

const EVM_ADDR = filled(20, 0x8d);

const importTx: AtomicUnsignedTx = {
  kind: 'ImportTx',
  networkID: LOCAL_NETWORK_ID,
  blockchainID: C_CHAIN_ID,
  sourceChain: X_CHAIN_ID,
  importedInputs: [transferIn(1, 0, 3_000_000n), transferIn(2, 5, 2_000_000n)],
  outs: [{ address: EVM_ADDR, amount: 4_000_000n, assetID: AVAX_ASSET_ID }],
};

const exportTx: AtomicUnsignedTx = {
  kind: 'ExportTx',
  networkID: LOCAL_NETWORK_ID,
  blockchainID: C_CHAIN_ID,
  destinationChain: X_CHAIN_ID,
  ins: [{ address: EVM_ADDR, amount: 1_500_000n, assetID: AVAX_ASSET_ID, nonce: 7n }],
  exportedOutputs: [
    {
      assetID: AVAX_ASSET_ID,
      output: {
        kind: 'secp256k1fx.TransferOutput',
        amount: 1_000_000n,
        owners: { locktime: 0n, threshold: 1, addrs: [EWOQ_ADDR] },
      },
    },
  ],
};

describe('atomic tx codec', () => {
  it('round-trips a signed ImportTx and ExportTx byte for byte', () => {
    for (const u of [importTx, exportTx]) {
      const n = u.kind === 'ImportTx' ? u.importedInputs.length : u.ins.length;
      const tx = signAtomicTx(
        u,
        Array.from({ length: n }, () => [EWOQ_KEY]),
      );
      const bytes = encodeAtomicTx(tx);
      expect(decodeAtomicTx(bytes)).toEqual(tx);
      expect(encodeAtomicTx(decodeAtomicTx(bytes))).toEqual(bytes);
      expect(atomicUnsignedBytesOf(bytes)).toEqual(encodeAtomicUnsignedTx(u));
    }
  });

  it('writes the type ids coreth registers: ImportTx 0, ExportTx 1, TransferInput 5, TransferOutput 7, Credential 9', () => {
    const imp = encodeAtomicTx(signAtomicTx(importTx, [[EWOQ_KEY], [EWOQ_KEY]]));
    expect([...imp.subarray(0, 6)]).toEqual([0, 0, 0, 0, 0, 0]);
    // First imported input: version, typeID, networkID, blockchainID, sourceChain, count, then txID, index, asset, typeID.
    const inputTypeAt = 2 + 4 + 4 + 32 + 32 + 4 + 32 + 4 + 32;
    expect(new DataView(imp.buffer).getUint32(inputTypeAt)).toBe(5);
    const exp = encodeAtomicUnsignedTx(exportTx);
    expect(new DataView(exp.buffer).getUint32(2)).toBe(1);
    const outTypeAt = 2 + 4 + 4 + 32 + 32 + 4 + (20 + 8 + 32 + 8) + 4 + 32;
    expect(new DataView(exp.buffer).getUint32(outTypeAt)).toBe(7);
    const signed = encodeAtomicTx(signAtomicTx(exportTx, [[EWOQ_KEY]]));
    expect(new DataView(signed.buffer).getUint32(exp.length + 4)).toBe(9);
  });

  it('txID is cb58(sha256(signed bytes)) and the signature recovers the signer', () => {
    const tx = signAtomicTx(exportTx, [[SECOND_KEY]]);
    const bytes = encodeAtomicTx(tx);
    expect(atomicTxID(bytes)).toBe(idToString(sha256(bytes)));
    expect(atomicTxID(bytes)).not.toBe(atomicTxID(encodeAtomicTx(signAtomicTx(exportTx, [[EWOQ_KEY]]))));
    const sig = tx.credentials[0]?.sigs[0] as Uint8Array;
    expect(recoverAddress(sha256(encodeAtomicUnsignedTx(exportTx)), sig)).toEqual(SECOND_ADDR);
  });

  it('refuses trailing bytes, unknown versions, unregistered type ids and truncation with CodecError', () => {
    const bytes = encodeAtomicTx(signAtomicTx(importTx, [[EWOQ_KEY], [EWOQ_KEY]]));
    expect(() => decodeAtomicTx(Uint8Array.of(...bytes, 0))).toThrow(/trailing/);
    expect(() => decodeAtomicTx(Uint8Array.of(0, 1, ...bytes.subarray(2)))).toThrow(/codec version/);
    const wrongType = bytes.slice();
    wrongType[5] = 4;
    expect(() => decodeAtomicTx(wrongType)).toThrow(/unknown type ID 4/);
    // secp MintOutput (6) is skipped in coreth's codec: an exported output of type 6 does not parse.
    const exp = encodeAtomicUnsignedTx(exportTx).slice();
    new DataView(exp.buffer).setUint32(2 + 4 + 4 + 32 + 32 + 4 + 68 + 4 + 32, 6);
    expect(() => decodeAtomicTx(Uint8Array.of(...exp, 0, 0, 0, 0))).toThrow(CodecError);
    for (let n = 0; n < bytes.length; n += 17) expect(() => decodeAtomicTx(bytes.subarray(0, n))).toThrow(CodecError);
  });

  it('a hostile slice count fails fast instead of allocating', () => {
    const head = encodeAtomicUnsignedTx({ ...exportTx, ins: [], exportedOutputs: [] }).slice(0, 2 + 4 + 4 + 64);
    const evil = Uint8Array.of(...head, 0xff, 0xff, 0xff, 0xff);
    expect(() => decodeAtomicTx(evil)).toThrow(/exceeds/);
  });
});

describe('block extra data', () => {
  const a = signAtomicTx(importTx, [[EWOQ_KEY], [EWOQ_KEY]]);
  const b = signAtomicTx(exportTx, [[EWOQ_KEY]]);

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
    const tx = signAtomicTx(importTx, [[EWOQ_KEY], [EWOQ_KEY]]);
    const len = BigInt(encodeAtomicUnsignedTx(importTx).length);
    expect(atomicTxGasUsed(tx)).toBe(len + 2_000n + 10_000n);
  });

  it('export: unsigned bytes + 1,000 per EVM input + 10,000', () => {
    const tx = signAtomicTx(exportTx, [[EWOQ_KEY]]);
    expect(atomicTxGasUsed(tx)).toBe(BigInt(encodeAtomicUnsignedTx(exportTx).length) + 1_000n + 10_000n);
  });

  it('fee in nAVAX rounds gas × base fee (wei) / 1e9 up', () => {
    const tx = signAtomicTx(exportTx, [[EWOQ_KEY]]);
    const gas = atomicTxGasUsed(tx);
    expect(atomicTxFee(tx, 25_000_000_000n)).toBe(gas * 25n);
    expect(atomicTxFee(tx, 1n)).toBe(1n);
    expect(atomicTxFee(tx, 1_000_000_001n)).toBe(gas + 1n);
    expect(atomicTxFee(tx, 0n)).toBe(0n);
  });

  it('burned is inputs minus outputs of the asset', () => {
    expect(atomicTxBurned(importTx, AVAX_ASSET_ID)).toBe(1_000_000n);
    expect(atomicTxBurned(exportTx, AVAX_ASSET_ID)).toBe(500_000n);
    expect(atomicTxBurned(exportTx, filled(32, 9))).toBe(0n);
  });
});

describe('order rules and exported UTXOs', () => {
  it('names the rule an out-of-order tx breaks', () => {
    expect(atomicCanonicalOrderError(importTx)).toBeNull();
    expect(atomicCanonicalOrderError(exportTx)).toBeNull();
    const swapped = { ...importTx, importedInputs: [...importTx.importedInputs].reverse() };
    expect(atomicCanonicalOrderError(swapped)).toBe('inputs not sorted and unique');
    const dupOuts = { ...importTx, outs: [importTx.outs[0]!, importTx.outs[0]!] };
    expect(atomicCanonicalOrderError(dupOuts)).toBe('outputs not sorted and unique');
    const dupIns = { ...exportTx, ins: [exportTx.ins[0]!, { ...exportTx.ins[0]!, nonce: 8n }] };
    expect(atomicCanonicalOrderError(dupIns)).toBe('inputs not sorted and unique');
  });

  it('the UTXO an export creates carries its tx id and index, and encodes like X and P UTXOs', () => {
    const out = (exportTx as Extract<AtomicUnsignedTx, { kind: 'ExportTx' }>).exportedOutputs[0]!;
    const utxo = atomicUtxoOf(filled(32, 3), 0, out);
    expect(utxo).toEqual({ txID: filled(32, 3), outputIndex: 0, assetID: AVAX_ASSET_ID, output: out.output });
    const bytes = encodeAtomicUtxo(utxo);
    expect(decodeAtomicUtxo(bytes)).toEqual(utxo);
    expect(bytes.length).toBe(2 + 32 + 4 + 32 + 4 + 8 + 8 + 4 + 4 + 20);
  });
});
