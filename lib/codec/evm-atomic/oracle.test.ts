// Oracle: avalanchejs 5.2.0's evm module (dev-only) builds and signs C-chain ImportTx/ExportTx; our
// codec must read them identically, write the same bytes, and agree with its coreth fee helper.
import { Id, addTxSignatures, avaxSerial, evm, utils } from '@avalabs/avalanchejs';
import { describe, expect, it } from 'vitest';
import { idToString } from '../ids';
import { localOracleContext, oracleAvaxUtxo } from '../oracle-helpers';
import {
  AVAX_ASSET_ID_STRING,
  C_CHAIN_ID_STRING,
  EWOQ_ADDR,
  EWOQ_EVM_ADDR,
  EWOQ_KEY,
  LOCAL_NETWORK_ID,
  SECOND_ADDR,
  SECOND_KEY,
  X_CHAIN_ID_STRING,
} from '@/lib/codec/testing/fixtures';
import {
  atomicTxFee,
  atomicTxGasUsed,
  decodeAtomicTx,
  encodeAtomicTx,
  encodeAtomicUnsignedTx,
  signAtomicTx,
} from './index';

const context = localOracleContext();

describe('avalanchejs evm txs against our codec', () => {
  it('ImportTx: signed bytes decode, re-encode identically, and the fee agrees', async () => {
    const baseFeeNAvax = 25n;
    const utxos = [
      oracleAvaxUtxo(0x22, 1, 3_000_000_000n, EWOQ_ADDR),
      oracleAvaxUtxo(0x11, 4, 2_000_000_000n, SECOND_ADDR),
    ];
    const unsignedTx = evm.newImportTxFromBaseFee(
      context,
      EWOQ_EVM_ADDR,
      [EWOQ_ADDR, SECOND_ADDR],
      utxos,
      X_CHAIN_ID_STRING,
      baseFeeNAvax,
    );
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_KEY, SECOND_KEY] });
    const theirs = unsignedTx.getSignedTx().toBytes();

    const tx = decodeAtomicTx(theirs);
    expect(tx.unsigned.kind).toBe('ImportTx');
    if (tx.unsigned.kind !== 'ImportTx') return;
    expect(tx.unsigned.importedInputs.map((i) => i.outputIndex)).toEqual([4, 1]); // sorted by UTXO id
    expect(encodeAtomicTx(tx)).toEqual(theirs);
    expect(encodeAtomicUnsignedTx(tx.unsigned)).toEqual(unsignedTx.toBytes());
    // Signing the decoded unsigned tx ourselves with the same keys gives the same (deterministic) bytes.
    const ours = signAtomicTx(tx.unsigned, [[SECOND_KEY], [EWOQ_KEY]]);
    expect(encodeAtomicTx(ours)).toEqual(theirs);

    expect(atomicTxGasUsed(tx)).toBe(utils.costCorethTx(unsignedTx));
    expect(atomicTxFee(tx, baseFeeNAvax * 1_000_000_000n)).toBe(baseFeeNAvax * utils.costCorethTx(unsignedTx));
    // What avalanchejs burned is exactly that fee.
    expect(5_000_000_000n - (tx.unsigned.outs[0]?.amount ?? 0n)).toBe(atomicTxFee(tx, baseFeeNAvax * 1_000_000_000n));
  });

  it('ExportTx: signed bytes decode, re-encode identically, and the fee agrees', async () => {
    const baseFeeNAvax = 27n;
    const unsignedTx = evm.newExportTxFromBaseFee(
      context,
      baseFeeNAvax,
      1_234_567_890n,
      X_CHAIN_ID_STRING,
      EWOQ_EVM_ADDR,
      [EWOQ_ADDR],
      9n,
    );
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_KEY] });
    const theirs = unsignedTx.getSignedTx().toBytes();
    const tx = decodeAtomicTx(theirs);
    expect(tx.unsigned.kind).toBe('ExportTx');
    if (tx.unsigned.kind !== 'ExportTx') return;
    expect(tx.unsigned.ins[0]?.nonce).toBe(9n);
    expect(tx.unsigned.ins[0]?.address).toEqual(EWOQ_EVM_ADDR);
    expect(idToString(tx.unsigned.destinationChain)).toBe(X_CHAIN_ID_STRING);
    expect(encodeAtomicTx(tx)).toEqual(theirs);
    expect(encodeAtomicTx(signAtomicTx(tx.unsigned, [[EWOQ_KEY]]))).toEqual(theirs);
    const fee = atomicTxFee(tx, baseFeeNAvax * 1_000_000_000n);
    expect(atomicTxGasUsed(tx)).toBe(utils.costCorethTx(unsignedTx));
    expect(fee).toBe(
      evm.estimateExportCost(context, baseFeeNAvax, 1_234_567_890n, X_CHAIN_ID_STRING, EWOQ_EVM_ADDR, [EWOQ_ADDR], 9n),
    );
    expect((tx.unsigned.ins[0]?.amount ?? 0n) - 1_234_567_890n).toBe(fee);
  });

  it('a tx we build and sign is read by avalanchejs with the same fields', () => {
    const u = {
      kind: 'ExportTx' as const,
      networkID: LOCAL_NETWORK_ID,
      blockchainID: Id.fromString(C_CHAIN_ID_STRING).toBytes(),
      destinationChain: Id.fromString(X_CHAIN_ID_STRING).toBytes(),
      ins: [
        {
          address: EWOQ_EVM_ADDR,
          amount: 2_000_000n,
          assetID: Id.fromString(AVAX_ASSET_ID_STRING).toBytes(),
          nonce: 1n,
        },
      ],
      exportedOutputs: [
        {
          assetID: Id.fromString(AVAX_ASSET_ID_STRING).toBytes(),
          output: {
            kind: 'secp256k1fx.TransferOutput' as const,
            amount: 1_000_000n,
            owners: { locktime: 0n, threshold: 1, addrs: [SECOND_ADDR] },
          },
        },
      ],
    };
    const bytes = encodeAtomicTx(signAtomicTx(u, [[EWOQ_KEY]]));
    const parsed = utils.getManagerForVM('EVM').unpack(bytes, avaxSerial.SignedTx);
    expect(parsed.unsignedTx._type).toBe('evm.ExportTx');
    expect(parsed.toBytes()).toEqual(bytes);
  });
});
