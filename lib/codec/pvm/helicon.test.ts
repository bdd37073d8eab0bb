// Helicon's three P-chain tx types (ACP-236), on bytes laid out field by field as AvalancheGo's
// linearcodec writes the Go structs (txs/add_auto_renewed_validator_tx.go and siblings): big-endian
// integers, u32-length-prefixed slices, interfaces as a u32 type id then the value. The values are
// those of AvalancheGo's own serialization tests, so the bytes are the ones it expects.
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes as cat } from '@noble/hashes/utils.js';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { CodecError } from '../errors';
import { idToString } from '../ids';
import {
  decodePvmTx,
  decodePvmUnsignedTx,
  encodePvmTx,
  encodePvmUnsignedTx,
  pvmCredentialCount,
  pvmTxId,
  pvmTxToJson,
  pvmUnsignedBytesOf,
} from './index';

const u16 = (n: number) => Uint8Array.of(n >> 8, n & 0xff);
const u32 = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
const u64 = (n: bigint) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, n);
  return b;
};
const repeat = (pattern: number[], len: number) =>
  Uint8Array.from({ length: len }, (_, i) => pattern[i % pattern.length]!);

const TX_ID = repeat([0xff, 0xee, 0xdd, 0xcc, 0xbb, 0xaa, 0x99, 0x88], 32);
const ADDR = repeat([0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb], 20);
const NODE_ID = repeat([0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88], 20);
// Mainnet's AVAX asset id, FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z.
const AVAX = hex.decode('21e67317cbc4be2aeb00677ad6462778a8f52274b9d605df2591b23027a87dff');
// The proof of possession of BLS secret key 6668fecd…ed2e3.
const BLS_PUBLIC_KEY = hex.decode(
  'aff4acb4c5439b5d426cadf9e946d3a452f7de3414d1ad27336133211d8b90cf49fb97eebcdeeef714dc20f54ed0d4d1',
);
const BLS_POP = hex.decode(
  '8cfd7909d153b9604b62b143ba36207bb7e64867424480202a67dc68768346d95c90983c2d279c64c43c51136b2a05e0' +
    '1602d52aa6376fda17fa6e2a18a083e49d9c450eab7b89b1d5555da5c489872e02b7e5227b77550af1330e5a71f8c368',
);
const TWO_K_AVAX = 2_000_000_000_000n;
const PERIOD = 200n * 24n * 60n * 60n;

const CODEC_VERSION = u16(0);
/** avax.BaseTx: mainnet, the P-chain (id zero), no outputs, one 2k AVAX input signed at index 1, no memo. */
const BASE_TX = cat(
  u32(1),
  new Uint8Array(32),
  u32(0),
  u32(1),
  TX_ID,
  u32(1),
  AVAX,
  u32(5), // secp256k1fx.TransferInput
  u64(TWO_K_AVAX),
  u32(1),
  u32(1),
  u32(0),
);
/** secp256k1fx.OutputOwners as fx.Owner: type id 11, locktime 0, threshold 1, one address. */
const OWNER = cat(u32(11), u64(0n), u32(1), u32(1), ADDR);

const ADD_AUTO_RENEWED = cat(
  CODEC_VERSION,
  u32(40),
  BASE_TX,
  u32(20),
  NODE_ID, // ValidatorNodeID: types.JSONByteSlice
  u32(28),
  BLS_PUBLIC_KEY,
  BLS_POP, // signer.ProofOfPossession
  u32(1),
  AVAX,
  u32(7),
  u64(TWO_K_AVAX),
  u64(0n),
  u32(1),
  u32(1),
  ADDR, // StakeOuts
  OWNER, // ValidatorRewardsOwner
  OWNER, // DelegatorRewardsOwner
  OWNER, // ValidatorAuthority
  u32(1_000_000), // DelegationShares
  u32(500_000), // AutoCompoundRewardShares
  u64(PERIOD),
);

const SET_CONFIG = cat(
  CODEC_VERSION,
  u32(41),
  BASE_TX,
  TX_ID,
  u32(10), // secp256k1fx.Input as verify.Verifiable
  u32(1),
  u32(1),
  u32(500_000),
  u64(PERIOD),
);

const REWARD = cat(CODEC_VERSION, u32(42), TX_ID, u64(1_234_567_890n));

/** A signed tx: the unsigned bytes, then the credentials (one secp256k1fx.Credential per signer list). */
function signed(unsigned: Uint8Array, credentials: number): Uint8Array {
  const creds = Array.from({ length: credentials }, (_, i) => cat(u32(9), u32(1), new Uint8Array(65).fill(i + 1)));
  return cat(unsigned, u32(credentials), ...creds);
}

describe('Helicon P-chain txs (ACP-236)', () => {
  it('reads an AddAutoRenewedValidatorTx field by field and writes the same bytes back', () => {
    const u = decodePvmUnsignedTx(ADD_AUTO_RENEWED);
    if (u.kind !== 'AddAutoRenewedValidatorTx') throw new Error(u.kind);
    expect(u.base.networkID).toBe(1);
    expect(u.base.inputs).toHaveLength(1);
    expect(u.nodeID).toEqual(NODE_ID);
    expect(u.signer).toEqual({ kind: 'pop', publicKey: BLS_PUBLIC_KEY, proofOfPossession: BLS_POP });
    expect(u.stakeOuts.map((o) => o.output)).toEqual([
      { kind: 'secp256k1fx.TransferOutput', amount: TWO_K_AVAX, owners: { locktime: 0n, threshold: 1, addrs: [ADDR] } },
    ]);
    for (const owner of [u.validatorRewardsOwner, u.delegatorRewardsOwner, u.validatorAuthority]) {
      expect(owner).toEqual({ locktime: 0n, threshold: 1, addrs: [ADDR] });
    }
    expect([u.delegationShares, u.autoCompoundRewardShares, u.period]).toEqual([1_000_000, 500_000, PERIOD]);
    expect(encodePvmUnsignedTx(u)).toEqual(ADD_AUTO_RENEWED);

    // Signed: one credential for its one input; the id is the hash of the signed bytes.
    expect(pvmCredentialCount(u)).toBe(1);
    const bytes = signed(ADD_AUTO_RENEWED, 1);
    const tx = decodePvmTx(bytes);
    expect(encodePvmTx(tx)).toEqual(bytes);
    expect(pvmUnsignedBytesOf(bytes)).toEqual(ADD_AUTO_RENEWED);
    expect(pvmTxId(bytes)).toEqual(sha256(bytes));
  });

  it('reads a SetAutoRenewedValidatorConfigTx and writes the same bytes back', () => {
    const u = decodePvmUnsignedTx(SET_CONFIG);
    if (u.kind !== 'SetAutoRenewedValidatorConfigTx') throw new Error(u.kind);
    expect(u.txID).toEqual(TX_ID);
    expect(u.auth).toEqual({ sigIndices: [1] });
    expect([u.autoCompoundRewardShares, u.period]).toEqual([500_000, PERIOD]);
    expect(encodePvmUnsignedTx(u)).toEqual(SET_CONFIG);
    // One credential for the input, one for the validator authority.
    expect(pvmCredentialCount(u)).toBe(2);
    const bytes = signed(SET_CONFIG, 2);
    expect(encodePvmTx(decodePvmTx(bytes))).toEqual(bytes);
  });

  it('reads a RewardAutoRenewedValidatorTx (no BaseTx, no credentials) and writes the same bytes back', () => {
    const u = decodePvmUnsignedTx(REWARD);
    expect(u).toEqual({ kind: 'RewardAutoRenewedValidatorTx', txID: TX_ID, timestamp: 1_234_567_890n });
    expect(encodePvmUnsignedTx(u)).toEqual(REWARD);
    expect(pvmCredentialCount(u)).toBe(0);
    const bytes = signed(REWARD, 0);
    expect(encodePvmTx(decodePvmTx(bytes))).toEqual(bytes);
  });

  it('gives platform.getTx JSON as AvalancheGo marshals the structs', () => {
    const ctx = { hrp: 'avax' };
    const add = pvmTxToJson(decodePvmTx(signed(ADD_AUTO_RENEWED, 1)), ctx).unsignedTx as Record<string, unknown>;
    expect(Object.keys(add).slice(-9)).toEqual([
      'nodeID',
      'signer',
      'stake',
      'validationRewardsOwner',
      'delegationRewardsOwner',
      'validatorAuthority',
      'delegationShares',
      'autoCompoundRewardShares',
      'period',
    ]);
    expect(add.nodeID).toBe(`0x${hex.encode(NODE_ID)}`);
    expect(add.period).toBe(PERIOD);
    const set = pvmTxToJson(decodePvmTx(signed(SET_CONFIG, 2)), ctx).unsignedTx as Record<string, unknown>;
    expect(set.txID).toBe(idToString(TX_ID));
    expect(set.auth).toEqual({ signatureIndices: [1] });
    const reward = pvmTxToJson(decodePvmTx(signed(REWARD, 0)), ctx).unsignedTx;
    expect(reward).toEqual({ txID: idToString(TX_ID), timestamp: 1_234_567_890n });
  });

  it('rejects truncated Helicon txs and a wrong interface type id with CodecError', () => {
    for (const whole of [signed(ADD_AUTO_RENEWED, 1), signed(SET_CONFIG, 2), signed(REWARD, 0)]) {
      for (let n = 0; n < whole.length; n += 7) expect(() => decodePvmTx(whole.subarray(0, n))).toThrow(CodecError);
    }
    // The validator authority must be an OutputOwners (11): a TransferInput's id (5) is refused.
    const badAuthority = Uint8Array.from(ADD_AUTO_RENEWED);
    const at = ADD_AUTO_RENEWED.length - 4 - 4 - 8 - OWNER.length;
    expect(Array.from(badAuthority.subarray(at, at + 4))).toEqual([0, 0, 0, 11]);
    badAuthority[at + 3] = 5;
    expect(() => decodePvmUnsignedTx(badAuthority)).toThrow(CodecError);
  });
});
