import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { getAddress } from 'viem';
import { cb58Decode, cb58Encode } from './cb58';
import { CodecError } from './errors';

const PRIVATE_KEY_PREFIX = 'PrivateKey-';
export const PRIVATE_KEY_LEN = 32;
const PUBLIC_KEY_LEN = 33;
export const SIGNATURE_LEN = 65;

const N = secp256k1.Point.CURVE().n;
const HALF_N = N >> 1n;

function bytesToBigInt(b: Uint8Array): bigint {
  let v = 0n;
  for (const x of b) v = (v << 8n) | BigInt(x);
  return v;
}

function checkPrivateKey(priv: Uint8Array): void {
  if (!(priv instanceof Uint8Array) || priv.length !== PRIVATE_KEY_LEN) {
    throw new CodecError(`private key must be ${PRIVATE_KEY_LEN} bytes`);
  }
  if (!secp256k1.utils.isValidSecretKey(priv)) throw new CodecError('invalid private key');
}

export function privateKeyFromString(s: string): Uint8Array {
  if (typeof s !== 'string' || !s.startsWith(PRIVATE_KEY_PREFIX)) {
    throw new CodecError(`private key missing ${PRIVATE_KEY_PREFIX} prefix`);
  }
  const b = cb58Decode(s.slice(PRIVATE_KEY_PREFIX.length));
  checkPrivateKey(b);
  return b;
}

export function privateKeyToString(priv: Uint8Array): string {
  checkPrivateKey(priv);
  return PRIVATE_KEY_PREFIX + cb58Encode(priv);
}

/** 33-byte compressed public key. */
export function publicKeyOf(priv: Uint8Array): Uint8Array {
  checkPrivateKey(priv);
  return secp256k1.getPublicKey(priv, true);
}

/** Avalanche short address: ripemd160(sha256(compressed public key)). */
export function shortAddressOf(pub33: Uint8Array): Uint8Array {
  if (!(pub33 instanceof Uint8Array) || pub33.length !== PUBLIC_KEY_LEN) {
    throw new CodecError(`public key must be ${PUBLIC_KEY_LEN} bytes`);
  }
  return ripemd160(sha256(pub33));
}

/** Short address of a private key, for convenience. */
export function addressOfPrivateKey(priv: Uint8Array): Uint8Array {
  return shortAddressOf(publicKeyOf(priv));
}

/** EIP-55 checksummed EVM address of the same key (C-chain). */
export function evmAddressOf(priv: Uint8Array): `0x${string}` {
  checkPrivateKey(priv);
  return evmAddressOfPublicKey(secp256k1.getPublicKey(priv, true));
}

/** EIP-55 checksummed EVM address of a compressed public key (a recovered signer's, on C). */
export function evmAddressOfPublicKey(pub33: Uint8Array): `0x${string}` {
  const uncompressed = secp256k1.Point.fromBytes(pub33).toBytes(false);
  const hash = keccak_256(uncompressed.subarray(1));
  let hex = '';
  for (const b of hash.subarray(12)) hex += b.toString(16).padStart(2, '0');
  return getAddress(`0x${hex}`);
}

/** Signs a 32-byte digest; returns `r‖s‖v` (v = recovery id 0/1), low-S, RFC6979 deterministic. */
export function signDigest(priv: Uint8Array, digest32: Uint8Array): Uint8Array {
  checkPrivateKey(priv);
  if (!(digest32 instanceof Uint8Array) || digest32.length !== 32) throw new CodecError('digest must be 32 bytes');
  const rec = secp256k1.sign(digest32, priv, { prehash: false, lowS: true, format: 'recovered' });
  // noble's recovered format is v‖r‖s; AvalancheGo's is r‖s‖v.
  const out = new Uint8Array(SIGNATURE_LEN);
  out.set(rec.subarray(1, 65), 0);
  out[64] = rec[0] as number;
  return out;
}

/**
 * Recovers the compressed public key from an `r‖s‖v` signature. Like AvalancheGo
 * (utils/crypto/secp256k1 verifySECP256K1RSignatureFormat), high-S signatures are rejected as
 * mutated; v is taken mod 4 as decred's RecoverCompact does for codes 27..34.
 */
export function recoverPublicKey(digest32: Uint8Array, sig65: Uint8Array): Uint8Array {
  if (!(digest32 instanceof Uint8Array) || digest32.length !== 32) throw new CodecError('digest must be 32 bytes');
  if (!(sig65 instanceof Uint8Array) || sig65.length !== SIGNATURE_LEN)
    throw new CodecError('invalid signature length');
  const s = bytesToBigInt(sig65.subarray(32, 64));
  if (s > HALF_N) throw new CodecError('signature was mutated from its original format');
  const v = sig65[64] as number;
  if (v > 7) throw new CodecError('invalid signature recovery code');
  const rec = new Uint8Array(SIGNATURE_LEN);
  rec[0] = v & 3;
  rec.set(sig65.subarray(0, 64), 1);
  try {
    return secp256k1.recoverPublicKey(rec, digest32, { prehash: false });
  } catch (e) {
    throw new CodecError(`invalid signature: ${(e as Error).message}`);
  }
}

/** Recovers the signer's short address (what credentials are checked against). */
export function recoverAddress(digest32: Uint8Array, sig65: Uint8Array): Uint8Array {
  return shortAddressOf(recoverPublicKey(digest32, sig65));
}
