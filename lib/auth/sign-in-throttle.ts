// Slows down guessing the operator token: after `maxFailures` wrong tokens from one client within
// `windowMs`, that client's sign-ins are refused until the window passes. This one is per instance,
// in memory; with SNOWLINE_REDIS_URL every instance shares one (lib/auth/redis-sign-in-throttle.ts),
// so a guesser spread over N instances does not get N times the rate.

export interface SignInThrottle {
  /** Milliseconds until this client may try again; 0 when it may try now. */
  retryAfterMs(client: string, nowMs?: number): number | Promise<number>;
  recordFailure(client: string, nowMs?: number): void | Promise<void>;
  recordSuccess(client: string): void | Promise<void>;
}

export interface SignInThrottleOptions {
  maxFailures: number;
  windowMs: number;
  maxClients?: number;
}

export function createSignInThrottle(o: SignInThrottleOptions): SignInThrottle & {
  retryAfterMs(client: string, nowMs?: number): number;
} {
  const maxClients = o.maxClients ?? 10_000;
  const failures = new Map<string, { count: number; sinceMs: number }>();
  const live = (client: string, nowMs: number) => {
    const f = failures.get(client);
    if (f && nowMs - f.sinceMs >= o.windowMs) failures.delete(client);
    return f && nowMs - f.sinceMs < o.windowMs ? f : undefined;
  };
  return {
    retryAfterMs: (client, nowMs = Date.now()) => {
      const f = live(client, nowMs);
      return f && f.count >= o.maxFailures ? f.sinceMs + o.windowMs - nowMs : 0;
    },
    recordFailure: (client, nowMs = Date.now()) => {
      const f = live(client, nowMs);
      if (f) f.count++;
      else {
        // Bounded memory: the oldest client's record goes first.
        if (failures.size >= maxClients) failures.delete(failures.keys().next().value!);
        failures.set(client, { count: 1, sinceMs: nowMs });
      }
    },
    recordSuccess: (client) => void failures.delete(client),
  };
}
