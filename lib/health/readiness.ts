// Whether this instance can serve: the node and the store each answer within a bound. Redis (when
// configured) is checked too, but its failure only degrades the instance: pages and the proxy keep
// answering without it (each instance falls back to its own cache and limits), and as Redis is shared,
// failing readiness on it would take every instance out of a load balancer's pool at once. The answer names what failed in words fit for anyone: never the node's address, a
// database URL or a password (a load balancer's health page may be public).

type Check = () => Promise<void>;

export interface ReadinessDeps {
  node: Check;
  store: Check;
  /** Absent when SNOWLINE_REDIS_URL is not set: then Redis is not part of readiness. */
  redis?: Check;
  /** Longest wait for each check (default 3 s). */
  timeoutMs?: number;
}

export interface Readiness {
  ready: boolean;
  /** 'ok', or why not, per dependency. */
  checks: Record<string, string>;
  /** Dependencies that failed without making the instance unready (Redis). */
  degraded: string[];
}

/** Shared dependencies whose outage degrades every instance alike: never a reason to leave the pool. */
const DEGRADING = new Set(['redis']);

/** A check's failure, as a reason safe to show: the check's own message must already be. */
export class NotReady extends Error {}

async function bounded(check: Check, ms: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new NotReady(`no answer within ${ms} ms`)), ms);
      }),
    ]);
    return 'ok';
  } catch (e) {
    // Only our own reasons are shown: another error's text may carry an address or a URL.
    return e instanceof NotReady ? e.message : 'does not answer';
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(d: ReadinessDeps): Promise<Readiness> {
  const ms = d.timeoutMs ?? 3_000;
  const named: [string, Check][] = [
    ['node', d.node],
    ['store', d.store],
  ];
  if (d.redis) named.push(['redis', d.redis]);
  const results = await Promise.all(named.map(async ([name, check]) => [name, await bounded(check, ms)] as const));
  const checks = Object.fromEntries(results);
  return {
    ready: results.every(([name, r]) => r === 'ok' || DEGRADING.has(name)),
    checks,
    degraded: results.filter(([name, r]) => r !== 'ok' && DEGRADING.has(name)).map(([name]) => name),
  };
}
