// A cheap "does the node accept connections?" check for proxy.ts, which answers explorer pages
// with HTTP 503 and the node-down state before rendering when the node refuses them. Only a
// refused/unroutable connection counts as down: a slow node is left to the page (it may answer),
// and an HTTP error still means something is there. Results are kept briefly so a burst of
// requests costs one probe.
import { upstreamTarget } from '@/lib/node/upstream';

export type Reachability = 'up' | 'down' | 'unknown';

const REFUSED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

function errorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    // undici reports a failed connect of several addresses as an AggregateError.
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.length > 0) return errorCode(inner[0]);
  }
  return undefined;
}

export interface ProbeOptions {
  nodeUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  /** How long an answer is kept: short for `down`, so recovery shows up at once. */
  upTtlMs?: number;
  downTtlMs?: number;
}

/** A probe with its own cache and at most one request in flight. */
export function createReachabilityProbe(o: ProbeOptions): () => Promise<Reachability> {
  const doFetch = o.fetch ?? fetch;
  const now = o.now ?? Date.now;
  // The node URL may carry credentials and a query (an API key): sent as the node call path sends them.
  const target = upstreamTarget(o.nodeUrl);
  let cached: { value: Reachability; until: number } | undefined;
  let inFlight: Promise<Reachability> | undefined;

  async function probe(): Promise<Reachability> {
    try {
      const res = await doFetch(`${target.base}/ext/info${target.search}`, {
        method: 'POST',
        headers: target.headers,
        body: '{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID","params":{}}',
        // A refused connection fails within milliseconds; anything slower is not "down", so the
        // page need not wait longer than this for the verdict.
        signal: AbortSignal.timeout(o.timeoutMs ?? 400),
      });
      await res.body?.cancel();
      return 'up';
    } catch (err) {
      const code = errorCode(err);
      return code && REFUSED.has(code) ? 'down' : 'unknown';
    }
  }

  return () => {
    if (cached && cached.until > now()) return Promise.resolve(cached.value);
    inFlight ??= probe().then((value) => {
      // `unknown` (slow) is kept like `up`: otherwise every page view on a slow node would wait out the probe.
      const ttl = value === 'down' ? (o.downTtlMs ?? 1_000) : (o.upTtlMs ?? 5_000);
      cached = { value, until: now() + ttl };
      inFlight = undefined;
      return value;
    });
    return inFlight;
  };
}
