import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../errors';
import { expectRoundTrip } from '../tx-round-trip';
import { EMPTY_ID, idToString } from '../ids';
import { recoverAddress } from '../secp256k1';
import { EWOQ_ADDR, EWOQ_KEY, filled, BASE_TX_JSON_KEYS } from '@/lib/codec/testing/fixtures';
import { transferOut } from '@/lib/codec/testing/avm-fixtures';
import { PVM_LEGACY_SAMPLES, PVM_SAMPLES, signedByEwoq } from '@/lib/codec/testing/pvm-fixtures';
import {
  decodePvmBlock,
  decodePvmTx,
  decodePvmUtxo,
  encodePvmBlock,
  encodePvmTx,
  encodePvmUnsignedTx,
  encodePvmUtxo,
  pvmBlockId,
  pvmBlockToJson,
  pvmCanonicalOrderError,
  pvmCredentialCount,
  pvmTxId,
  pvmTxToJson,
  signPvmTx,
  type PvmBlock,
  type PvmUnsignedTx,
} from './index';

describe('PVM tx codec', () => {
  it.each([...PVM_SAMPLES, ...PVM_LEGACY_SAMPLES].map((u) => [u.kind, u] as const))(
    'round-trips a signed %s',
    (_k, u) => expectRoundTrip('P', signedByEwoq(u)),
  );

  it('needs one credential per input plus one for the subnet authorization', () => {
    const chain = PVM_SAMPLES.find((u) => u.kind === 'CreateChainTx')!;
    expect(pvmCredentialCount(chain)).toBe(3);
    expect(pvmCredentialCount({ kind: 'RewardValidatorTx', txID: EMPTY_ID })).toBe(0);
    const tx = signedByEwoq(chain);
    const digest = sha256(encodePvmUnsignedTx(chain));
    for (const c of tx.credentials) expect(recoverAddress(digest, c.sigs[0]!)).toEqual(EWOQ_ADDR);
    expect(() => signPvmTx(chain, [[EWOQ_KEY]])).toThrow(CodecError);
  });

  it('rejects truncations, trailing bytes and unsupported type ids with CodecError', () => {
    const bytes = encodePvmTx(signedByEwoq(PVM_SAMPLES.find((u) => u.kind === 'AddPermissionlessValidatorTx')!));
    for (let n = 0; n < bytes.length; n += 3) expect(() => decodePvmTx(bytes.subarray(0, n))).toThrow(CodecError);
    expect(() => decodePvmTx(Uint8Array.of(...bytes, 0))).toThrow(CodecError);
    const unknownType = Uint8Array.from(bytes);
    unknownType[5] = 43;
    expect(() => decodePvmTx(unknownType)).toThrow(CodecError);
    // The signer type id is the first byte that differs from the same tx with an empty signer.
    const v = PVM_SAMPLES.find((u) => u.kind === 'AddPermissionlessValidatorTx') as Extract<
      PvmUnsignedTx,
      { kind: 'AddPermissionlessValidatorTx' }
    >;
    const a = encodePvmUnsignedTx(v);
    const b = encodePvmUnsignedTx({ ...v, signer: { kind: 'empty' } });
    let idx = 0;
    while (a[idx] === b[idx]) idx++;
    expect([a[idx], b[idx]]).toEqual([28, 27]);
    const badSigner = Uint8Array.from(bytes);
    badSigner[idx] = 29;
    expect(() => decodePvmTx(badSigner)).toThrow(CodecError);
  });

  it('round-trips a stakeable UTXO and ids txs by sha256', () => {
    const utxo = {
      txID: filled(32, 1),
      outputIndex: 0,
      assetID: filled(32, 2),
      output: { kind: 'stakeable.LockOut' as const, locktime: 99n, output: transferOut(5n).output },
    };
    const bytes = encodePvmUtxo(utxo);
    expect(bytes[2 + 32 + 4 + 32 + 3]).toBe(22);
    expect(decodePvmUtxo(bytes)).toEqual(utxo);
    expect(pvmTxId(bytes)).toEqual(sha256(bytes));
  });
});

describe('PVM blocks', () => {
  const txs = [signedByEwoq(PVM_SAMPLES[0]!), signedByEwoq(PVM_SAMPLES[3]!)];
  const reward = signedByEwoq({ kind: 'RewardValidatorTx', txID: filled(32, 9) });
  const blocks: PvmBlock[] = [
    { kind: 'BanffStandardBlock', time: 10n, parentID: filled(32, 1), height: 2n, txs },
    { kind: 'BanffProposalBlock', time: 10n, txs: [], parentID: filled(32, 1), height: 3n, tx: reward },
    { kind: 'BanffCommitBlock', time: 11n, parentID: filled(32, 2), height: 4n },
    { kind: 'BanffAbortBlock', time: 11n, parentID: filled(32, 2), height: 4n },
    { kind: 'ApricotStandardBlock', parentID: filled(32, 1), height: 2n, txs },
    { kind: 'ApricotProposalBlock', parentID: filled(32, 1), height: 2n, tx: reward },
    { kind: 'ApricotAtomicBlock', parentID: filled(32, 1), height: 2n, tx: txs[0]! },
    { kind: 'ApricotCommitBlock', parentID: filled(32, 1), height: 2n },
  ];

  it.each(blocks.map((b) => [b.kind, b] as const))('round-trips a %s', (_k, b) => {
    const bytes = encodePvmBlock(b);
    expect(decodePvmBlock(bytes)).toEqual(b);
    expect(pvmBlockId(bytes)).toEqual(sha256(bytes));
    expect(() => decodePvmBlock(bytes.subarray(0, bytes.length - 1))).toThrow(CodecError);
  });

  it('writes Banff blocks as version, type id, time first', () => {
    const bytes = encodePvmBlock(blocks[0]!);
    expect(Array.from(bytes.subarray(0, 14))).toEqual([0, 0, 0, 0, 0, 32, 0, 0, 0, 0, 0, 0, 0, 10]);
  });

  it('gives the JSON field order of platform.getBlock', () => {
    expect(Object.keys(pvmBlockToJson(blocks[0]!, { hrp: 'local' }))).toEqual([
      'time',
      'parentID',
      'height',
      'id',
      'txs',
    ]);
    expect(Object.keys(pvmBlockToJson(blocks[1]!, { hrp: 'local' }))).toEqual([
      'time',
      'txs',
      'parentID',
      'height',
      'id',
      'tx',
    ]);
    expect(Object.keys(pvmBlockToJson(blocks[2]!, { hrp: 'local' }))).toEqual(['time', 'parentID', 'height', 'id']);
  });
});

describe('PVM JSON and canonical order', () => {
  it('renders an AddPermissionlessValidatorTx as platform.getTx does', () => {
    const u = PVM_SAMPLES.find((x) => x.kind === 'AddPermissionlessValidatorTx')!;
    const tx = signedByEwoq(u);
    const json = pvmTxToJson(tx, { hrp: 'local' });
    expect(json.id).toBe(idToString(sha256(encodePvmTx(tx))));
    const ut = json.unsignedTx as Record<string, unknown>;
    expect(Object.keys(ut)).toEqual([
      ...BASE_TX_JSON_KEYS,
      'validator',
      'subnetID',
      'signer',
      'stake',
      'validationRewardsOwner',
      'delegationRewardsOwner',
      'shares',
    ]);
    expect(ut.validator).toEqual({
      nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
      start: 1_721_016_000n,
      end: 1_752_552_000n,
      weight: 2_000_000_000_000n,
    });
    expect(ut.validationRewardsOwner).toEqual({
      addresses: ['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'],
      locktime: 0n,
      threshold: 1,
    });
    expect(Object.keys(ut.signer as object)).toEqual(['publicKey', 'proofOfPossession']);
    const locked = (ut.stake as { output: unknown }[])[1]!.output;
    expect(locked).toEqual({
      locktime: 1_633_824_000n,
      output: {
        addresses: ['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'],
        amount: 1_000_000_000_000n,
        locktime: 0n,
        threshold: 1,
      },
    });
    expect((ut.inputs as { input: unknown }[])[1]!.input).toEqual({
      locktime: 1_633_824_000n,
      input: { amount: 3n, signatureIndices: [0] },
    });
    expect((json.credentials as unknown[])[0]).toEqual({ signatures: [expect.stringMatching(/^0x[0-9a-f]{130}$/)] });
  });

  it('flags unsorted stake outputs, owners and fx ids', () => {
    const v = PVM_SAMPLES.find((x) => x.kind === 'AddPermissionlessValidatorTx') as Extract<
      PvmUnsignedTx,
      { kind: 'AddPermissionlessValidatorTx' }
    >;
    expect(pvmCanonicalOrderError(v)).toBeNull();
    expect(pvmCanonicalOrderError({ ...v, stakeOuts: [...v.stakeOuts].reverse() })).toBe('outputs not sorted');
    const c = PVM_SAMPLES.find((x) => x.kind === 'CreateChainTx') as Extract<PvmUnsignedTx, { kind: 'CreateChainTx' }>;
    expect(pvmCanonicalOrderError({ ...c, fxIDs: [...c.fxIDs].reverse() })).toMatch(/sorted and unique/);
    const s = PVM_SAMPLES.find((x) => x.kind === 'CreateSubnetTx') as Extract<
      PvmUnsignedTx,
      { kind: 'CreateSubnetTx' }
    >;
    expect(pvmCanonicalOrderError({ ...s, owner: { ...s.owner, addrs: [...s.owner.addrs].reverse() } })).toBe(
      'addresses not sorted and unique',
    );
  });
});
