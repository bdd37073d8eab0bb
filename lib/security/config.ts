// How the server guards itself, read once from the environment (documented in the README): which
// proxies may say who the client is, how much one client may ask, and how many expensive pages
// render at once.
import type { TrustedProxies } from '@/lib/server/client-address';
import { readServerConfig } from '@/lib/server/config';
import { envInt, envNumber, type Env } from '@/lib/server/env';

interface RateLimitConfig {
  /** Tokens a client's bucket regains per second. */
  perSecond: number;
  /** Size of the bucket: the burst a client may send at once. */
  burst: number;
  /** Tokens an expensive request (address pages, search, OG images, CSV) takes. */
  expensiveCost: number;
}

export interface ExpensiveRouteConfig {
  /** Expensive requests rendered at once, across all clients. */
  concurrency: number;
  /** Of those, how many one client may have at once. */
  perClient: number;
  /** Requests waiting for a slot; past it a request is refused with 503. */
  queue: number;
  /** Longest wait for a slot. */
  maxWaitMs: number;
}

export interface SecurityConfig {
  trustedProxies: TrustedProxies;
  /** null: no rate limit (SNOWLINE_RATE_LIMIT_PER_SECOND=0). */
  rateLimit: RateLimitConfig | null;
  expensive: ExpensiveRouteConfig;
  /** The explorer's public address (SNOWLINE_PUBLIC_URL): links, Open Graph images, HSTS. */
  publicUrl: URL | null;
}

export function readSecurityConfig(env: Env = process.env): SecurityConfig {
  // Who the proxies are and where the explorer is published: one reading, shared with the app.
  const server = readServerConfig(env as NodeJS.ProcessEnv);
  // What a person costs (issue 25): a cold dashboard about 20 requests (page, 9 node calls, a few
  // prefetches, history) and then 1.3/s of polling; a block list about 30; an entity page 2-5. At 30/s
  // with 20 s of it in the bucket, a person reloading a block list every second (or twice a second
  // for 15 s) is still served, while a scraper at 100/s is refused within 10 s
  // (lib/security/person-limits.test.ts).
  const perSecond = envNumber(env, 'SNOWLINE_RATE_LIMIT_PER_SECOND', 30, 0);
  const burst = envInt(env, 'SNOWLINE_RATE_LIMIT_BURST', Math.max(1, Math.floor(20 * perSecond)));
  const concurrency = envInt(env, 'SNOWLINE_EXPENSIVE_CONCURRENCY', 4);
  return {
    trustedProxies: server.trustedProxies,
    rateLimit:
      perSecond === 0
        ? null
        : { perSecond, burst, expensiveCost: envInt(env, 'SNOWLINE_RATE_LIMIT_EXPENSIVE_COST', 5) },
    expensive: {
      concurrency,
      perClient: Math.min(concurrency, 2),
      queue: 8 * concurrency,
      maxWaitMs: 10_000,
    },
    publicUrl: server.publicOrigin ? new URL(server.publicOrigin) : null,
  };
}

let cached: SecurityConfig | undefined;
export function securityConfig(): SecurityConfig {
  cached ??= readSecurityConfig();
  return cached;
}
