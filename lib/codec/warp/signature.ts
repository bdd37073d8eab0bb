// BitSetSignature arithmetic as AvalancheGo verifies it (warp/signature.go, validators' warp set):
// the canonical validator set, the signers bit set, BLS aggregation and the quorum check.
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { BLS_PUBLIC_KEY_LEN, blsVerify } from '../bls';
import { CodecError } from '../errors';
import { compareBytes } from '../ids';
import type { BitSetSignature } from './message';

const sigs = bls12_381.longSignatures;

/** Subnet-EVM's and coreth's default: 67 of 100. */
export const WARP_DEFAULT_QUORUM_NUMERATOR = 67n;
export const WARP_QUORUM_DENOMINATOR = 100n;

export interface WarpValidatorInput {
  nodeID: string;
  weight: bigint;
  /** 48-byte compressed G1 key, or null for a validator without one (it weighs but cannot sign). */
  publicKey: Uint8Array | null;
}

export interface CanonicalWarpValidator {
  publicKey: Uint8Array;
  weight: bigint;
  nodeIDs: string[];
}

export interface CanonicalWarpSet {
  validators: CanonicalWarpValidator[];
  /** Every validator's weight, with or without a key. */
  totalWeight: bigint;
}

/**
 * Validators merged by key and ordered by the uncompressed key bytes, as AvalancheGo's
 * FlattenValidatorSet does: signer bit i names validators[i].
 */
export function canonicalWarpSet(vdrs: readonly WarpValidatorInput[]): CanonicalWarpSet {
  let totalWeight = 0n;
  const byKey = new Map<string, CanonicalWarpValidator & { sortKey: Uint8Array }>();
  for (const v of vdrs) {
    totalWeight += v.weight;
    if (!v.publicKey) continue;
    if (v.publicKey.length !== BLS_PUBLIC_KEY_LEN) throw new CodecError('warp: BLS public key must be 48 bytes');
    const sortKey = bls12_381.G1.Point.fromBytes(v.publicKey).toBytes(false);
    const k = Buffer.from(sortKey).toString('hex');
    const seen = byKey.get(k);
    if (seen) {
      seen.weight += v.weight;
      seen.nodeIDs.push(v.nodeID);
    } else byKey.set(k, { publicKey: v.publicKey, weight: v.weight, nodeIDs: [v.nodeID], sortKey });
  }
  const validators = [...byKey.values()]
    .sort((a, b) => compareBytes(a.sortKey, b.sortKey))
    .map(({ publicKey, weight, nodeIDs }) => ({ publicKey, weight, nodeIDs }));
  return { validators, totalWeight };
}

/** The minimal big-endian bit set (Go's set.Bits.Bytes()) with bit i set for each index. */
export function encodeSigners(indices: readonly number[]): Uint8Array {
  let n = 0n;
  for (const i of indices) {
    if (!Number.isInteger(i) || i < 0) throw new CodecError(`warp: invalid signer index ${i}`);
    n |= 1n << BigInt(i);
  }
  if (n === 0n) return new Uint8Array(0);
  const hex = n.toString(16);
  return Uint8Array.from(Buffer.from(hex.length % 2 ? '0' + hex : hex, 'hex'));
}

/** Indices set in a signers bit set, ascending. A zero-padded set is invalid, as in AvalancheGo. */
export function decodeSigners(signers: Uint8Array): number[] {
  if (signers.length > 0 && signers[0] === 0) throw new CodecError('warp: bitset is invalid (zero padding)');
  const out: number[] = [];
  const len = signers.length;
  for (let byte = len - 1; byte >= 0; byte--) {
    const b = signers[byte] as number;
    for (let bit = 0; bit < 8; bit++) if (b & (1 << bit)) out.push((len - 1 - byte) * 8 + bit);
  }
  return out;
}

/** sigWeight*den >= total*num (VerifyWeight). */
export function hasWarpQuorum(
  signedWeight: bigint,
  totalWeight: bigint,
  numerator = WARP_DEFAULT_QUORUM_NUMERATOR,
  denominator = WARP_QUORUM_DENOMINATOR,
): boolean {
  return signedWeight * denominator >= totalWeight * numerator;
}

export function blsAggregateSignatures(signatures: readonly Uint8Array[]): Uint8Array {
  if (signatures.length === 0) throw new CodecError('BLS: no signatures to aggregate');
  return sigs.Signature.toBytes(sigs.aggregateSignatures([...signatures]));
}

export function blsAggregatePublicKeys(publicKeys: readonly Uint8Array[]): Uint8Array {
  if (publicKeys.length === 0) throw new CodecError('BLS: no public keys to aggregate');
  return sigs.aggregatePublicKeys([...publicKeys]).toBytes(true);
}

export type WarpSignatureCheck =
  | { ok: true; signedWeight: bigint; totalWeight: bigint; signers: CanonicalWarpValidator[] }
  | { ok: false; reason: string; signedWeight: bigint; totalWeight: bigint; signers: CanonicalWarpValidator[] };

/** BitSetSignature.Verify against a canonical set: known signers, enough weight, a valid aggregate. */
export function verifyBitSetSignature(
  unsignedBytes: Uint8Array,
  signature: BitSetSignature,
  set: CanonicalWarpSet,
  numerator = WARP_DEFAULT_QUORUM_NUMERATOR,
  denominator = WARP_QUORUM_DENOMINATOR,
): WarpSignatureCheck {
  const { totalWeight } = set;
  let indices: number[];
  try {
    indices = decodeSigners(signature.signers);
  } catch (e) {
    return { ok: false, reason: (e as Error).message, signedWeight: 0n, totalWeight, signers: [] };
  }
  const unknown = indices.find((i) => i >= set.validators.length);
  if (unknown !== undefined) {
    return { ok: false, reason: `unknown validator ${unknown}`, signedWeight: 0n, totalWeight, signers: [] };
  }
  const signers = indices.map((i) => set.validators[i] as CanonicalWarpValidator);
  const signedWeight = signers.reduce((s, v) => s + v.weight, 0n);
  const fail = (reason: string): WarpSignatureCheck => ({ ok: false, reason, signedWeight, totalWeight, signers });
  if (!hasWarpQuorum(signedWeight, totalWeight, numerator, denominator)) {
    return fail(`signature weight is insufficient: ${numerator}*${totalWeight} > ${denominator}*${signedWeight}`);
  }
  if (signers.length === 0) return fail('no signers');
  const aggregateKey = blsAggregatePublicKeys(signers.map((v) => v.publicKey));
  if (!blsVerify(aggregateKey, signature.signature, unsignedBytes)) return fail('signature is invalid');
  return { ok: true, signedWeight, totalWeight, signers };
}
