// Oracle tests against @avalabs/avalanchejs 5.2.0 (dev-only) for P-chain txs.
import { addTxSignatures, avaxSerial, pvm, TransferableOutput } from '@avalabs/avalanchejs';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { EMPTY_ID, idToString } from '../ids';
import { LOCAL_P_FEE_CONFIG, LOCAL_P_FEE_STATE, localOracleContext, oracleAvaxUtxo, oracleVm } from '../oracle-helpers';
import { recoverAddress } from '../secp256k1';
import { AVAX_ASSET_ID_STRING, EWOQ_ADDR, EWOQ_KEY, filled, X_CHAIN_ID_STRING } from '@/lib/codec/testing/fixtures';
import { PVM_LEGACY_SAMPLES, PVM_SAMPLES, SIGNER, signedByEwoq } from '@/lib/codec/testing/pvm-fixtures';
import { decodePvmTx, encodePvmTx, encodePvmUnsignedTx, pvmUnsignedBytesOf } from './index';

const { manager, repack } = oracleVm('PVM');

const samples = [...PVM_SAMPLES, ...PVM_LEGACY_SAMPLES];

describe('avalanchejs reads the P-chain txs we write', () => {
  it.each(samples.map((u) => [u.kind, u] as const))(
    '%s: parsed as that kind and re-serialised identically',
    (kind, u) => {
      const signed = signedByEwoq(u);
      const bytes = encodePvmTx(signed);
      const parsed = manager.unpack(bytes, avaxSerial.SignedTx);
      // So the type id we wrote is the one platformvm/txs/codec.go gives the kind (avalanchejs names a
      // few kinds without their Tx).
      expect(parsed.unsignedTx._type.replace(/Tx$/, '')).toBe(`pvm.${kind.replace(/Tx$/, '')}`);
      expect(repack(parsed)).toEqual(bytes);
      expect(parsed.getAllSignatures()).toEqual(
        signed.credentials.flatMap((c) => c.sigs.map((s) => '0x' + hex.encode(s))),
      );
    },
  );

  it('the BLS signer we write is one avalanchejs accepts as a proof of possession', () => {
    const u = PVM_SAMPLES.find((x) => x.kind === 'AddPermissionlessValidatorTx')!;
    const parsed = manager.unpack(encodePvmTx(signedByEwoq(u)), avaxSerial.SignedTx);
    const signer = (
      parsed.unsignedTx as unknown as { signer: { proof: { publicKey: Uint8Array; signature: Uint8Array } } }
    ).signer;
    expect(signer.proof.publicKey).toEqual(SIGNER.publicKey);
    expect(signer.proof.signature).toEqual(SIGNER.proofOfPossession);
  });
});

describe('we read the P-chain txs avalanchejs builds and signs', () => {
  const context = localOracleContext(LOCAL_P_FEE_CONFIG);
  const utxos = [0, 1].map((i) => oracleAvaxUtxo(0x10 + i, i, 3_000_000_000_000n));
  const common = { feeState: LOCAL_P_FEE_STATE, fromAddressesBytes: [EWOQ_ADDR], utxos };
  // The validator and its delegator stake on one node for one period, on the Primary Network.
  const staking = {
    nodeId: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
    start: 1_721_016_000n,
    end: 1_752_552_000n,
    subnetId: idToString(EMPTY_ID),
  };

  async function check(unsignedTx: ReturnType<typeof pvm.e.newBaseTx>, kind: string, placeholderCreds = 0) {
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_KEY] });
    const signed = unsignedTx.getSignedTx().toBytes();
    const tx = decodePvmTx(signed);
    expect(tx.unsigned.kind).toBe(kind);
    expect(encodePvmTx(tx)).toEqual(signed);
    expect(encodePvmUnsignedTx(tx.unsigned)).toEqual(unsignedTx.toBytes());
    const digest = sha256(pvmUnsignedBytesOf(signed));
    expect(tx.credentials.length).toBeGreaterThan(0);
    const real = tx.credentials.slice(0, tx.credentials.length - placeholderCreds);
    for (const c of real) for (const s of c.sigs) expect(recoverAddress(digest, s)).toEqual(EWOQ_ADDR);
    // avalanchejs leaves a zeroed signature where it does not hold the subnet owner's key.
    for (const c of tx.credentials.slice(real.length)) expect(c.sigs).toEqual([new Uint8Array(65)]);
    return tx;
  }

  it('BaseTx', async () => {
    const out = TransferableOutput.fromNative(AVAX_ASSET_ID_STRING, 1_000_000n, [filled(20, 0x22)]);
    await check(pvm.e.newBaseTx({ ...common, outputs: [out] }, context), 'BaseTx');
  });

  it('CreateSubnetTx', async () => {
    const tx = await check(
      pvm.e.newCreateSubnetTx({ ...common, subnetOwners: [EWOQ_ADDR] }, context),
      'CreateSubnetTx',
    );
    expect(tx.unsigned.kind === 'CreateSubnetTx' && tx.unsigned.owner.addrs).toEqual([EWOQ_ADDR]);
  });

  it('CreateChainTx (with a subnet-auth credential)', async () => {
    const u = pvm.e.newCreateChainTx(
      {
        ...common,
        chainName: 'snow',
        fxIds: [],
        genesisData: { hello: 'world' },
        subnetAuth: [0],
        subnetId: idToString(filled(32, 0x33)),
        vmId: idToString(filled(32, 0x44)),
      },
      context,
    );
    await check(u, 'CreateChainTx', 1);
  });

  it('ExportTx and ImportTx', async () => {
    const out = TransferableOutput.fromNative(AVAX_ASSET_ID_STRING, 5_000_000n, [EWOQ_ADDR]);
    await check(
      pvm.e.newExportTx({ ...common, destinationChainId: X_CHAIN_ID_STRING, outputs: [out] }, context),
      'ExportTx',
    );
    await check(
      pvm.e.newImportTx({ ...common, sourceChainId: X_CHAIN_ID_STRING, toAddressesBytes: [EWOQ_ADDR] }, context),
      'ImportTx',
    );
  });

  it('AddPermissionlessValidatorTx with a BLS proof of possession', async () => {
    const u = pvm.e.newAddPermissionlessValidatorTx(
      {
        ...common,
        ...staking,
        weight: 2_000_000_000_000n,
        shares: 20_000,
        publicKey: SIGNER.publicKey,
        signature: SIGNER.proofOfPossession,
        rewardAddresses: [EWOQ_ADDR],
        delegatorRewardsOwner: [EWOQ_ADDR],
      } as never,
      context,
    );
    const tx = await check(u, 'AddPermissionlessValidatorTx');
    expect(tx.unsigned.kind === 'AddPermissionlessValidatorTx' && tx.unsigned.signer).toEqual(SIGNER);
  });

  it('AddPermissionlessDelegatorTx', async () => {
    const u = pvm.e.newAddPermissionlessDelegatorTx(
      { ...common, ...staking, weight: 25_000_000_000n, rewardAddresses: [EWOQ_ADDR] } as never,
      context,
    );
    await check(u, 'AddPermissionlessDelegatorTx');
  });
});
