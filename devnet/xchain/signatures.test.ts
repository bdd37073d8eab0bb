import { describe, expect, test } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { shortAddressOf, signDigest } from '@/lib/codec/secp256k1';
import { deriveKey } from '../genesis/keys';
import { checkSignature } from './signatures';

const key = deriveKey('signatures-test', 'signer', 0);
const other = deriveKey('signatures-test', 'other', 0);

function signed(i: number) {
  const unsignedBytes = new TextEncoder().encode(`tx number ${i}`);
  const digest = sha256(unsignedBytes);
  return { unsignedBytes, digest, sig65: signDigest(key.privateKey, digest), address: key.address };
}
const withV = (sig65: Uint8Array, v: number): Uint8Array => {
  const out = Uint8Array.from(sig65);
  out[64] = v;
  return out;
};

describe('checkSignature', () => {
  test('signatures with a flipped recovery byte are refused, before and after the key is known', async () => {
    expect(shortAddressOf(secp256k1.getPublicKey(key.privateKey, true))).toEqual(key.address);
    // Enough checks that the signer's key is learned, then checked in the worker, then with precomputed tables.
    for (let i = 0; i < 24; i++) {
      const c = signed(i);
      const v = c.sig65[64] as number;
      expect(await checkSignature({ ...c, sig65: withV(c.sig65, v ^ 1) }), `flipped #${i}`).toBe(false);
      expect(await checkSignature(c), `valid #${i}`).toBe(true);
      // Recovery ids 2 and 3 (r + n as x) never hold for these signatures; beyond 7 they are invalid.
      expect(await checkSignature({ ...c, sig65: withV(c.sig65, v | 2) })).toBe(false);
      expect(await checkSignature({ ...c, sig65: withV(c.sig65, 9) })).toBe(false);
    }
  });

  test('a signature by another key, a changed message and a high-s twin are refused', async () => {
    for (let i = 0; i < 6; i++) expect(await checkSignature(signed(100 + i))).toBe(true);
    const c = signed(200);
    const unsignedBytes = new TextEncoder().encode('something else');
    expect(await checkSignature({ ...c, unsignedBytes, digest: sha256(unsignedBytes) })).toBe(false);
    expect(await checkSignature({ ...c, sig65: signDigest(other.privateKey, c.digest) })).toBe(false);
    // (r, n - s, v ^ 1) is the same signature in high-s form: valid ECDSA, but the node refuses it as mutated.
    const n = secp256k1.Point.CURVE().n;
    const s = BigInt('0x' + Buffer.from(c.sig65.subarray(32, 64)).toString('hex'));
    const high = Uint8Array.from(c.sig65);
    high.set(Buffer.from((n - s).toString(16).padStart(64, '0'), 'hex'), 32);
    high[64] = (c.sig65[64] as number) ^ 1;
    expect(await checkSignature({ ...c, sig65: high })).toBe(false);
    expect(await checkSignature(c)).toBe(true);
  });
});
