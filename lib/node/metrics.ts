// What the node call path counts: upstream calls and their latency by method, and cache lookups (in
// process, and in the layer shared by instances).
// Method labels are registry names only (the call path resolves a method before counting it).
import { Counter, Histogram, type Registry } from 'prom-client';
import { sharedMetric } from '@/lib/metrics/registry';
import { tallyCounter } from '@/lib/metrics/tally';

export type UpstreamOutcome = 'ok' | 'rpc_error' | 'http_error' | 'unreachable' | 'timeout' | 'too_large' | 'invalid';
type CacheLookup = 'hit' | 'stale' | 'miss';
/** hit: another instance's answer; waited: after waiting for the instance asking the node; miss: this one asked it. */
type SharedLookup = 'hit' | 'waited' | 'miss' | 'unavailable';

export interface NodeMetrics {
  upstream(method: string, outcome: UpstreamOutcome, seconds: number): void;
  cacheLookup(method: string, result: CacheLookup): void;
  /** An in-process miss looked up in the shared layer (Redis). */
  sharedLookup(method: string, result: SharedLookup): void;
}

/** Node metrics on `registry` (tests pass their own; the app uses the shared one). */
export function createNodeMetrics(registry: Registry): NodeMetrics {
  // Generic over its label names: `inc` then refuses a label the counter was not made with.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const calls = counter(
    'snowline_node_upstream_calls_total',
    'JSON-RPC calls sent to the node, by method and outcome.',
    ['method', 'outcome'],
  );
  const latency = new Histogram({
    name: 'snowline_node_upstream_seconds',
    help: 'Time from sending a call to the node until its answer was read, by method.',
    labelNames: ['method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [registry],
  });
  // Bumped on every call the cache answers: tallied, not hashed each time.
  const lookups = tallyCounter({
    name: 'snowline_node_cache_lookups_total',
    help: 'Node answers looked up in the cache: hit (fresh), stale (served while refreshed) or miss.',
    labelNames: ['method', 'result'],
    registry,
  });
  const shared = counter(
    'snowline_node_shared_cache_lookups_total',
    'In-process cache misses looked up in the cache shared by instances (Redis): hit, waited (for the ' +
      'instance asking the node), miss (this instance asked the node) or unavailable (Redis did not answer).',
    ['method', 'result'],
  );
  return {
    upstream(method, outcome, seconds) {
      calls.inc({ method, outcome });
      latency.observe({ method }, seconds);
    },
    cacheLookup(method, result) {
      lookups.inc(method, result);
    },
    sharedLookup(method, result) {
      shared.inc({ method, result });
    },
  };
}

/** The process's node metrics, in the shared registry. */
export function nodeMetrics(): NodeMetrics {
  return sharedMetric('snowline_node', createNodeMetrics);
}
