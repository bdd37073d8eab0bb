// Per-client rate limits: a token bucket per client, refilled at a steady rate up to a burst. Behind
// an interface so several instances can share buckets (a Redis implementation, later); this one
// keeps them in memory, bounded: a bucket untouched long enough to be full again is forgotten.
import { LRUCache } from 'lru-cache';

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the request would be allowed (0 when allowed): the Retry-After. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Takes `cost` tokens from `key`'s bucket, or none when it holds fewer. */
  take(key: string, cost: number): RateDecision | Promise<RateDecision>;
}

export interface TokenBucketOptions {
  perSecond: number;
  burst: number;
  /** Most clients tracked at once (memory bound); the least recently seen are forgotten first. */
  maxClients?: number;
  /** Clock in ms (tests move it). */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export function memoryTokenBuckets(o: TokenBucketOptions): RateLimiter {
  const now = o.now ?? Date.now;
  const refillMs = (o.burst / o.perSecond) * 1000;
  const buckets = new LRUCache<string, Bucket>({
    max: o.maxClients ?? 100_000,
    // Forgetting a bucket gives a full one back, which is what it would hold by then anyway.
    ttl: Math.max(1, Math.ceil(refillMs)),
    ttlAutopurge: false,
    updateAgeOnGet: false,
  });
  return {
    take(key, cost) {
      const t = now();
      const need = Math.min(cost, o.burst);
      const b = buckets.get(key) ?? { tokens: o.burst, at: t };
      const tokens = Math.min(o.burst, b.tokens + ((t - b.at) / 1000) * o.perSecond);
      if (tokens >= need) {
        buckets.set(key, { tokens: tokens - need, at: t });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      buckets.set(key, { tokens, at: t });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((need - tokens) / o.perSecond)) };
    },
  };
}

/** The bucket of an address: IPv6 clients by their /64, which one subscriber usually holds whole. */
export function rateKeyOf(address: string): string {
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const [head, tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail !== '' ? tail.split(':') : [];
  if (tail === undefined && h.length !== 8) return null;
  const missing = 8 - h.length - t.length;
  if (missing < 0) return null;
  return [...h, ...Array<string>(missing).fill('0'), ...t].map((g) => g.replace(/^0+(?=.)/, ''));
}
