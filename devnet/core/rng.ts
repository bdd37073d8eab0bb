// Seeded deterministic randomness (sfc32 seeded from sha256 of the seed), so the same seed replays
// the same activity.
import { sha256 } from '@noble/hashes/sha2.js';
import type { Rng } from './contracts';

export function createRng(seed: string | number): Rng {
  const h = sha256(new TextEncoder().encode(`snowline-rng:${seed}`));
  const dv = new DataView(h.buffer, h.byteOffset, h.byteLength);
  let a = dv.getUint32(0);
  let b = dv.getUint32(4);
  let c = dv.getUint32(8);
  let d = dv.getUint32(12);
  const nextU32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextU32();
  const rng: Rng = {
    next: () => nextU32() / 4294967296,
    int: (maxExclusive: number) => {
      if (!(maxExclusive >= 1)) throw new RangeError(`int(${maxExclusive}): bound must be >= 1`);
      return Math.floor(rng.next() * Math.floor(maxExclusive));
    },
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick() from an empty list');
      return items[rng.int(items.length)] as T;
    },
    bytes: (n: number) => {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = nextU32() & 0xff;
      return out;
    },
  };
  return rng;
}
