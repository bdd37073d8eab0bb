// secp256k1fx.Keychain: the keys a keystore user offers for one call, and which of them can
// satisfy an output's owners (threshold signers, lowest address indices first).
import type { OutputOwners } from '@/lib/codec/avax';
import type { UserKey } from '../keystore/keystore';

const hexKey = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

export interface Match {
  sigIndices: number[];
  keys: Uint8Array[];
}

export class Keychain {
  private readonly byAddr = new Map<string, UserKey>();

  constructor(keys: UserKey[] = []) {
    for (const k of keys) this.byAddr.set(hexKey(k.address), k);
  }

  get size(): number {
    return this.byAddr.size;
  }

  /** Addresses in the order keys were added (the first one is the default change address). */
  addresses(): Uint8Array[] {
    return [...this.byAddr.values()].map((k) => k.address);
  }

  has(address: Uint8Array): boolean {
    return this.byAddr.has(hexKey(address));
  }

  /** Keychain.Match: undefined when time-locked or fewer than `threshold` owners are held. */
  match(owners: OutputOwners, nowSec: bigint): Match | undefined {
    if (nowSec < owners.locktime) return undefined;
    const sigIndices: number[] = [];
    const keys: Uint8Array[] = [];
    for (let i = 0; i < owners.addrs.length && keys.length < owners.threshold; i++) {
      const k = this.byAddr.get(hexKey(owners.addrs[i] as Uint8Array));
      if (k) {
        sigIndices.push(i);
        keys.push(k.privateKey);
      }
    }
    return keys.length === owners.threshold ? { sigIndices, keys } : undefined;
  }
}
