import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { cb58Encode, formatBytes } from '@/lib/codec';
import { atomicUtxoOf, encodeAtomicTx, encodeAtomicUtxo, encodeBlockExtraData } from '@/lib/codec/evm-atomic';
import { EXPORT_TO_X, IMPORT_FROM_P, signedByEwoq } from '@/lib/codec/testing/atomic-fixtures';
import { AVAX_ASSET_ID_STRING, C_CHAIN_ID_STRING, X_CHAIN_ID_STRING, filled } from '@/lib/codec/testing/fixtures';
import { decodeCAtomicTx, decodeCAtomicUtxo, decodeCBlockAtomicTxs, splitCBlockAtomicTxs } from './evm-atomic';
import type { DecodeContext } from './model';

const ctx: DecodeContext = {
  hrp: 'local',
  chainAliases: { [X_CHAIN_ID_STRING]: 'X', [C_CHAIN_ID_STRING]: 'C', '11111111111111111111111111111111LpoYY': 'P' },
};
// The ewoq key's EVM address, as MetaMask and the README write it (EIP-55).
const EWOQ_EVM = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';

describe('C-Chain atomic tx views', () => {
  it('shows an ImportTx from P: its inputs name the P outputs they spend, its outputs credit a 0x account, the fee is what is missing', () => {
    const bytes = encodeAtomicTx(signedByEwoq(IMPORT_FROM_P));
    const v = decodeCAtomicTx(bytes, ctx);
    // The id is sha256 of the signed bytes, computed here independently of the codec.
    expect(v.id).toBe(cb58Encode(sha256(bytes)));
    expect(v.kind).toBe('ImportTx');
    expect(v.sourceChain).toEqual({ id: '11111111111111111111111111111111LpoYY', alias: 'P' });
    expect(v.destinationChain).toBeUndefined();
    expect(v.importedInputs.map((i) => [i.txID, i.outputIndex, i.amount])).toEqual([
      [cb58Encode(filled(32, 1)), 2, 3_000_000n],
      [cb58Encode(filled(32, 2)), 0, 2_000_000n],
    ]);
    expect(v.evmOutputs).toEqual([{ address: EWOQ_EVM, amount: 4_900_000n, assetID: AVAX_ASSET_ID_STRING }]);
    expect(v.burned).toEqual({ [AVAX_ASSET_ID_STRING]: 100_000n });
    expect(v.credentials).toHaveLength(2);
    expect(v.assetIDs).toEqual([AVAX_ASSET_ID_STRING]);
  });

  it('shows an ExportTx to X: the debited account with its nonce, outputs numbered from 0 and owned by X- addresses', () => {
    const v = decodeCAtomicTx(encodeAtomicTx(signedByEwoq(EXPORT_TO_X)), ctx);
    expect(v.kind).toBe('ExportTx');
    expect(v.destinationChain).toEqual({ id: X_CHAIN_ID_STRING, alias: 'X' });
    expect(v.evmInputs).toEqual([{ address: EWOQ_EVM, amount: 1_500_000n, assetID: AVAX_ASSET_ID_STRING, nonce: 7n }]);
    expect(v.exportedOutputs.map((o) => [o.outputIndex, o.amount, o.owners.addresses])).toEqual([
      [0, 400_000n, ['X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u']],
      [1, 1_000_000n, ['X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u']],
    ]);
    expect(v.burned).toEqual({ [AVAX_ASSET_ID_STRING]: 100_000n });
  });

  it('lists a block’s atomic txs from its blockExtraData, in order, and none when the field is empty', () => {
    const txs = [IMPORT_FROM_P, EXPORT_TO_X].map(signedByEwoq);
    const extra = formatBytes(encodeBlockExtraData(txs), 'hexnc');
    const views = decodeCBlockAtomicTxs(extra, ctx);
    expect(views.map((v) => v.kind)).toEqual(['ImportTx', 'ExportTx']);
    expect(views.map((v) => v.id)).toEqual(txs.map((t) => cb58Encode(sha256(encodeAtomicTx(t)))));
    expect(decodeCBlockAtomicTxs('0x', ctx)).toEqual([]);
    expect(decodeCBlockAtomicTxs(undefined, ctx)).toEqual([]);
    expect(() => decodeCBlockAtomicTxs('0xzz', ctx)).toThrow(/hex/);
    expect(() => decodeCBlockAtomicTxs('0x000', ctx)).toThrow(/odd length/);
    // Bytes of no layout coreth writes: nothing read, the bytes after the codec version undecoded, with why.
    expect(splitCBlockAtomicTxs('0x0000deadbeef', ctx)).toMatchObject({
      txs: [],
      undecoded: {
        pos: 0,
        count: null,
        id: null,
        hex: '0xdeadbeef',
        reason: expect.stringMatching(/slice length/),
      },
    });
  });

  it('shows an atomic UTXO waiting on C as owned by a C- address, with the exporting tx and index', () => {
    const bytes = encodeAtomicUtxo(atomicUtxoOf(filled(32, 9), 1, EXPORT_TO_X.exportedOutputs[1]!));
    const u = decodeCAtomicUtxo(bytes, ctx);
    expect([u.txID, u.outputIndex, u.output.amount]).toEqual([cb58Encode(filled(32, 9)), 1, 1_000_000n]);
    expect(u.output.owners.addresses).toEqual(['C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u']);
  });
});
