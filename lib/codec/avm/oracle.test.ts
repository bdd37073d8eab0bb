// Oracle tests: @avalabs/avalanchejs 5.2.0 (dev-only) must read our bytes and we must read its.
import { concatBytes } from '@noble/hashes/utils.js';
import { addTxSignatures, avaxSerial, avm, TransferableOutput, Utxo, utils } from '@avalabs/avalanchejs';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { recoverAddress } from '../secp256k1';
import {
  AVAX_ASSET_ID_STRING,
  EWOQ_ADDR,
  EWOQ_KEY,
  filled,
  LOCAL_NETWORK_ID,
  X_CHAIN_ID_STRING,
} from '@/lib/codec/testing/fixtures';
import { idToString } from '../ids';
import { CODEC_VERSION, localOracleContext, oracleAvaxUtxo, oracleVm } from '../oracle-helpers';
import { AVM_SAMPLES, signedByEwoq, transferOut } from '@/lib/codec/testing/avm-fixtures';
import {
  avmUnsignedBytesOf,
  decodeAvmTx,
  encodeAvmTx,
  encodeAvmUnsignedTx,
  encodeAvmUtxo,
  signAvmTx,
  type AvmUnsignedTx,
} from './index';

const { manager, codec, repack } = oracleVm('AVM');

// avalanchejs has no propertyfx, so the oracle sample keeps only the secp and nft initial states.
const ORACLE_SAMPLES: AvmUnsignedTx[] = Object.values(AVM_SAMPLES).map((u) =>
  u.kind === 'CreateAssetTx' ? { ...u, initialStates: u.initialStates.filter((s) => s.fxIndex !== 2) } : u,
);

describe('avalanchejs reads what we write', () => {
  it.each(ORACLE_SAMPLES.map((u) => [u.kind, u] as const))('%s: parsed and re-serialised identically', (kind, u) => {
    const signed = signedByEwoq(u);
    const bytes = encodeAvmTx(signed);
    const parsed = manager.unpack(bytes, avaxSerial.SignedTx);
    expect(concatBytes(CODEC_VERSION, codec.PackPrefix(parsed.unsignedTx))).toEqual(encodeAvmUnsignedTx(u));
    expect(parsed.getAllSignatures()).toEqual(
      signed.credentials.flatMap((c) => c.sigs.map((x) => '0x' + hex.encode(x))),
    );
    // avalanchejs reads an nftfx.Credential (type 14) but writes every credential back as type 9,
    // so whole-tx identity is only checked when all credentials are secp256k1fx ones.
    if (signed.credentials.every((c) => c.kind === 'secp256k1fx.Credential')) expect(repack(parsed)).toEqual(bytes);
    const unsigned = utils.unpackWithManager('AVM', encodeAvmUnsignedTx(u));
    expect(unsigned._type).toBe(`avm.${kind}`);
  });

  it('a UTXO: parsed and re-serialised identically', () => {
    const bytes = encodeAvmUtxo({
      txID: filled(32, 1),
      outputIndex: 3,
      assetID: filled(32, 2),
      output: transferOut(77n).output,
    });
    const utxo = manager.unpack(bytes, Utxo);
    expect(utxo.utxoId.outputIdx.value()).toBe(3);
    expect(concatBytes(CODEC_VERSION, utxo.toBytes(codec))).toEqual(bytes);
  });
});

describe('we read what avalanchejs writes', () => {
  it('a BaseTx it builds and signs with the ewoq key decodes, verifies and re-encodes identically', async () => {
    const context = localOracleContext();
    const utxo = oracleAvaxUtxo(0x11, 0, 5_000_000_000n);
    const out = TransferableOutput.fromNative(AVAX_ASSET_ID_STRING, 1_000_000_000n, [filled(20, 0x22)]);
    const unsignedTx = avm.newBaseTx(context, [EWOQ_ADDR], [utxo], [out], { memo: new TextEncoder().encode('hi') });
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_KEY] });
    const signed = unsignedTx.getSignedTx().toBytes();

    const tx = decodeAvmTx(signed);
    expect(tx.unsigned.kind).toBe('BaseTx');
    expect(tx.unsigned.base.networkID).toBe(LOCAL_NETWORK_ID);
    expect(idToString(tx.unsigned.base.blockchainID)).toBe(X_CHAIN_ID_STRING);
    expect(tx.unsigned.base.inputs[0]?.input).toEqual({
      kind: 'secp256k1fx.TransferInput',
      amount: 5_000_000_000n,
      sigIndices: [0],
    });
    expect(encodeAvmTx(tx)).toEqual(signed);
    expect(encodeAvmUnsignedTx(tx.unsigned)).toEqual(unsignedTx.toBytes());

    const digest = sha256(avmUnsignedBytesOf(signed));
    const sig = tx.credentials[0]?.sigs[0];
    expect(sig).toBeDefined();
    expect(recoverAddress(digest, sig as Uint8Array)).toEqual(EWOQ_ADDR);
    // Our signer is deterministic (RFC 6979) like avalanchejs's, so re-signing gives the same bytes.
    expect(encodeAvmTx(signAvmTx(tx.unsigned, [[EWOQ_KEY]]))).toEqual(signed);
  });
});
