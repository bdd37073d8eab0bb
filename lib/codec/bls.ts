import { bls12_381 } from '@noble/curves/bls12-381.js';
import { expand, extract } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { CodecError } from './errors';

// AvalancheGo utils/crypto/bls/ciphersuite.go: both suites are the POP scheme; the two DSTs keep
// normal signatures and proofs of possession in distinct message spaces.
const BLS_SIGNATURE_DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';
export const BLS_POP_DST = 'BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

const BLS_SECRET_KEY_LEN = 32;
export const BLS_PUBLIC_KEY_LEN = 48;
export const BLS_SIGNATURE_LEN = 96;

// min-pk: public keys in G1, signatures in G2 (blst min_pk, as AvalancheGo uses).
const sigs = bls12_381.longSignatures;
const R = bls12_381.fields.Fr.ORDER;

function toBigInt(b: Uint8Array): bigint {
  let v = 0n;
  for (const x of b) v = (v << 8n) | BigInt(x);
  return v;
}

function to32(v: bigint): Uint8Array {
  const out = new Uint8Array(BLS_SECRET_KEY_LEN);
  for (let i = BLS_SECRET_KEY_LEN - 1; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/**
 * IETF BLS KeyGen (draft-irtf-cfrg-bls-signature, as blst.KeyGen which AvalancheGo's
 * NewSecretKey uses): the same seed gives the same key as a Go node would derive.
 */
export function blsSecretKeyFromSeed(seed: Uint8Array): Uint8Array {
  if (!(seed instanceof Uint8Array) || seed.length < 32) throw new CodecError('BLS seed must be at least 32 bytes');
  const ikm = new Uint8Array(seed.length + 1); // IKM || I2OSP(0, 1)
  ikm.set(seed);
  const info = Uint8Array.of(0, 48); // key_info (empty) || I2OSP(L, 2)
  let salt: Uint8Array = new TextEncoder().encode('BLS-SIG-KEYGEN-SALT-');
  for (;;) {
    salt = sha256(salt);
    const okm = expand(sha256, extract(sha256, ikm, salt), info, 48);
    const sk = toBigInt(okm) % R;
    if (sk !== 0n) return to32(sk);
  }
}

function checkSecretKey(sk: Uint8Array): void {
  if (!(sk instanceof Uint8Array) || sk.length !== BLS_SECRET_KEY_LEN) {
    throw new CodecError(`BLS secret key must be ${BLS_SECRET_KEY_LEN} bytes`);
  }
  const v = toBigInt(sk);
  if (v === 0n || v >= R) throw new CodecError("couldn't deserialize secret key");
}

/** 48-byte compressed G1 public key. */
export function blsPublicKey(sk: Uint8Array): Uint8Array {
  checkSecretKey(sk);
  return sigs.getPublicKey(sk).toBytes(true);
}

function signWith(sk: Uint8Array, msg: Uint8Array, dst: string): Uint8Array {
  checkSecretKey(sk);
  return sigs.Signature.toBytes(sigs.sign(sigs.hash(msg, dst), sk));
}

/** 96-byte compressed G2 signature with the plain-signature DST (warp messages etc.). */
export function blsSign(sk: Uint8Array, msg: Uint8Array): Uint8Array {
  return signWith(sk, msg, BLS_SIGNATURE_DST);
}

/** Proof of possession: the public key bytes signed under the PoP DST. */
export function blsProofOfPossession(sk: Uint8Array): Uint8Array {
  return signWith(sk, blsPublicKey(sk), BLS_POP_DST);
}

function verifyWith(pk: Uint8Array, sig: Uint8Array, msg: Uint8Array, dst: string): boolean {
  if (!(pk instanceof Uint8Array) || pk.length !== BLS_PUBLIC_KEY_LEN) return false;
  if (!(sig instanceof Uint8Array) || sig.length !== BLS_SIGNATURE_LEN) return false;
  try {
    const pkPoint = bls12_381.G1.Point.fromBytes(pk);
    // blst KeyValidate: the identity is not a valid public key.
    if (pkPoint.is0()) return false;
    pkPoint.assertValidity();
    const sigPoint = sigs.Signature.fromBytes(sig);
    return sigs.verify(sigPoint, sigs.hash(msg, dst), pkPoint);
  } catch {
    return false;
  }
}

export function blsVerify(pk: Uint8Array, sig: Uint8Array, msg: Uint8Array): boolean {
  return verifyWith(pk, sig, msg, BLS_SIGNATURE_DST);
}

export function blsVerifyProofOfPossession(pk: Uint8Array, pop: Uint8Array): boolean {
  return verifyWith(pk, pop, pk, BLS_POP_DST);
}
