// Deterministic secp256k1 keys for the activity generator: the same seed always yields the same
// accounts, so a replayed devnet produces the same addresses.
import { sha256 } from '@noble/hashes/sha2.js';
import { addressOfPrivateKey } from '@/lib/codec/secp256k1';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { EWOQ_PRIVATE_KEY } from './constants';

export interface DevnetKey {
  privateKey: Uint8Array;
  /** 20-byte short address. */
  address: Uint8Array;
}

const N = secp256k1.Point.CURVE().n;

/** Key number `index` of the family `label` under `seed`. */
export function deriveKey(seed: string, label: string, index: number): DevnetKey {
  for (let attempt = 0; ; attempt++) {
    const sk = sha256(new TextEncoder().encode(`snowline-devnet-key|${seed}|${label}|${index}|${attempt}`));
    let v = 0n;
    for (const b of sk) v = (v << 8n) | BigInt(b);
    if (v === 0n || v >= N) continue; // astronomically rare
    return { privateKey: sk, address: addressOfPrivateKey(sk) };
  }
}

/** The activity accounts: `count` keys of the 'activity' family. */
export function activityKeys(seed: string, count: number): DevnetKey[] {
  return Array.from({ length: count }, (_, i) => deriveKey(seed, 'activity', i));
}

export const EWOQ_KEY: DevnetKey = { privateKey: EWOQ_PRIVATE_KEY, address: addressOfPrivateKey(EWOQ_PRIVATE_KEY) };
