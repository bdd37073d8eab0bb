// One throttle for every comparison of a presented secret with the operator (or metrics) token:
// sign-in, `Authorization: Bearer` on the proxy, /metrics and /api/monitor. An attempt is counted
// before the comparison runs, so a concurrent burst gets no more tries than a sequential one, and a
// right token hands its count back. Counts are per client, keyed like the rate limits (an IPv6 /64
// as one), in a window opened by the first attempt, plus a global count across clients. A client
// that showed the right token lately is never refused for the global count, so wrong tokens from
// everyone else cannot lock the operator out; with a required high-entropy token
// (lib/server/token-strength.ts) neither count has to be tight to make guessing hopeless.
import { LRUCache } from 'lru-cache';
import { rateKeyOf } from '@/lib/security/rate-limit';

export interface TokenThrottleOptions {
  /** Attempts one client may have failed or in flight per window. */
  perClient: number;
  /** Attempts all clients together may have failed or in flight per window. */
  global: number;
  windowMs: number;
  /** Clock in ms (tests move it). */
  now?: () => number;
}

export const TOKEN_THROTTLE: TokenThrottleOptions = { perClient: 10, global: 300, windowMs: 60_000 };

/** A counted attempt: the comparison's outcome settles it. */
interface TokenAttempt {
  /** The right token: the attempt is handed back, and the client is known good for a day. */
  matched(): void | Promise<void>;
}

type Admission = { ok: true; attempt: TokenAttempt } | { ok: false; retryAfterSeconds: number };

export interface TokenThrottle {
  /** Counts one attempt for `client` (an address, or 'unknown'); refused while over a count. */
  admit(client: string): Promise<Admission>;
}

/** A counter of attempts in fixed windows; `take` counts one unless the limit is reached. */
export interface WindowCounter {
  /** Counts one for `key` up to `limit`: the ms left in its window when refused, else 0. */
  take(key: string, limit: number): number | Promise<number>;
  give(key: string): void | Promise<void>;
}

const KNOWN_GOOD_MS = 24 * 3600_000;
const GLOBAL_KEY = '*';

export function memoryWindowCounter(windowMs: number, now: () => number = Date.now): WindowCounter {
  const counts = new LRUCache<string, { n: number; since: number }>({ max: 100_000 });
  const live = (key: string) => {
    const c = counts.get(key);
    return c && now() - c.since < windowMs ? c : undefined;
  };
  return {
    take(key, limit) {
      const c = live(key) ?? { n: 0, since: now() };
      if (c.n >= limit) return Math.max(1, c.since + windowMs - now());
      c.n++;
      counts.set(key, c);
      return 0;
    },
    give(key) {
      const c = live(key);
      if (c && c.n > 0) c.n--;
    },
  };
}

export function createTokenThrottle(o: TokenThrottleOptions, counter?: WindowCounter): TokenThrottle {
  const now = o.now ?? Date.now;
  const counts = counter ?? memoryWindowCounter(o.windowMs, now);
  // Per instance: the operator's own address, once it showed the right token.
  const knownGood = new LRUCache<string, true>({ max: 1_000, ttl: KNOWN_GOOD_MS });
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    async admit(client) {
      const key = rateKeyOf(client);
      const own = await counts.take(key, o.perClient);
      if (own > 0) return { ok: false, retryAfterSeconds: seconds(own) };
      const all = await counts.take(GLOBAL_KEY, o.global);
      const countedGlobally = all === 0;
      if (!countedGlobally && !knownGood.has(key)) {
        await counts.give(key);
        return { ok: false, retryAfterSeconds: seconds(all) };
      }
      return {
        ok: true,
        attempt: {
          async matched() {
            knownGood.set(key, true);
            await counts.give(key);
            if (countedGlobally) await counts.give(GLOBAL_KEY);
          },
        },
      };
    },
  };
}
