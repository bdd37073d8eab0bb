import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { bls } from '@avalabs/avalanchejs';
import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';
import {
  blsProofOfPossession,
  blsPublicKey,
  blsSecretKeyFromSeed,
  blsSign,
  blsVerify,
  blsVerifyProofOfPossession,
} from './bls';
import { CodecError } from './errors';
import {
  evmAddressOf,
  privateKeyFromString,
  privateKeyToString,
  publicKeyOf,
  recoverAddress,
  recoverPublicKey,
  shortAddressOf,
  signDigest,
} from './secp256k1';
import { EWOQ_ADDR, EWOQ_KEY, EWOQ_KEY_STRING } from '@/lib/codec/testing/fixtures';

describe('secp256k1', () => {
  it('derives the documented ewoq X-chain and EVM addresses', () => {
    expect(formatAddress('X', 'local', shortAddressOf(publicKeyOf(EWOQ_KEY)))).toBe(
      'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    );
    expect(evmAddressOf(EWOQ_KEY)).toBe('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC');
    expect(privateKeyToString(EWOQ_KEY)).toBe(EWOQ_KEY_STRING);
  });

  it('rejects malformed private key strings', () => {
    expect(() => privateKeyFromString('ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN')).toThrow(CodecError);
    expect(() => privateKeyFromString('PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNM')).toThrow(
      CodecError,
    );
  });

  it('signs r‖s‖v with low S and recovers the signer', () => {
    for (let i = 0; i < 8; i++) {
      const digest = sha256(Uint8Array.of(i));
      const sig = signDigest(EWOQ_KEY, digest);
      expect(sig.length).toBe(65);
      expect(sig[64]).toBeLessThanOrEqual(1);
      const s = BigInt('0x' + hex.encode(sig.subarray(32, 64)));
      expect(s <= secp256k1.Point.CURVE().n / 2n).toBe(true);
      expect(recoverAddress(digest, sig)).toEqual(EWOQ_ADDR);
      expect(secp256k1.verify(sig.subarray(0, 64), digest, publicKeyOf(EWOQ_KEY), { prehash: false })).toBe(true);
    }
  });

  it('rejects the high-S twin of a valid signature, as AvalancheGo does', () => {
    const digest = sha256(Uint8Array.of(42));
    const sig = signDigest(EWOQ_KEY, digest);
    const n = secp256k1.Point.CURVE().n;
    const s = BigInt('0x' + hex.encode(sig.subarray(32, 64)));
    const high = Uint8Array.from(sig);
    high.set(hex.decode((n - s).toString(16).padStart(64, '0')), 32);
    high[64] = (sig[64] as number) ^ 1;
    expect(() => recoverPublicKey(digest, high)).toThrow(/mutated/);
  });

  it('rejects signatures of the wrong length or with a bad recovery code', () => {
    const digest = sha256(Uint8Array.of(1));
    const sig = signDigest(EWOQ_KEY, digest);
    expect(() => recoverPublicKey(digest, sig.subarray(0, 64))).toThrow(CodecError);
    const bad = Uint8Array.from(sig);
    bad[64] = 9;
    expect(() => recoverPublicKey(digest, bad)).toThrow(CodecError);
    expect(() => recoverPublicKey(digest, new Uint8Array(65))).toThrow(CodecError);
  });
});

describe('BLS', () => {
  it('derives keys with IETF KeyGen (EIP-2333 test case 0 master key)', () => {
    const seed = hex.decode(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
    const sk = blsSecretKeyFromSeed(seed);
    expect(BigInt('0x' + hex.encode(sk))).toBe(
      6083874454709270928345386274498605044986640685124978867557563392430687146096n,
    );
    expect(() => blsSecretKeyFromSeed(new Uint8Array(31))).toThrow(CodecError);
  });

  it('makes proofs of possession that avalanchejs verifies, and verifies its signatures', () => {
    const sk = blsSecretKeyFromSeed(new Uint8Array(32).fill(7));
    const pk = blsPublicKey(sk);
    const pop = blsProofOfPossession(sk);
    expect(pk.length).toBe(48);
    expect(pop.length).toBe(96);
    expect(blsVerifyProofOfPossession(pk, pop)).toBe(true);
    expect(bls.verifyProofOfPossession(bls.publicKeyFromBytes(pk), bls.signatureFromBytes(pop), pk)).toBe(true);
    // The PoP DST differs from the plain-signature DST, so a PoP is not a signature over pk.
    expect(blsVerify(pk, pop, pk)).toBe(false);

    const msg = new TextEncoder().encode('warp');
    const sig = blsSign(sk, msg);
    expect(blsVerify(pk, sig, msg)).toBe(true);
    expect(bls.verify(bls.publicKeyFromBytes(pk), bls.signatureFromBytes(sig), msg)).toBe(true);
    expect(bls.sign(msg, bls.secretKeyFromBytes(sk))).toEqual(sig);
    expect(bls.signProofOfPossession(pk, bls.secretKeyFromBytes(sk))).toEqual(pop);
  });

  it('rejects a PoP for another key and malformed points without throwing', () => {
    const a = blsSecretKeyFromSeed(new Uint8Array(32).fill(1));
    const b = blsSecretKeyFromSeed(new Uint8Array(32).fill(2));
    expect(blsVerifyProofOfPossession(blsPublicKey(a), blsProofOfPossession(b))).toBe(false);
    expect(blsVerifyProofOfPossession(new Uint8Array(48).fill(0xff), blsProofOfPossession(a))).toBe(false);
    expect(blsVerifyProofOfPossession(blsPublicKey(a), new Uint8Array(96))).toBe(false);
  });
});
