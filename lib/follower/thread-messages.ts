// What the app and the history follower's worker thread say to each other. The thread keeps no
// metrics registry of its own: each metric call is sent home and applied to the app's, so /metrics
// shows the follower and its node calls as before.
import type { NodeMetrics } from '@/lib/node/metrics';
import type { FollowerMetrics } from './metrics';

export type ToFollowerThread = { type: 'stop' };

export type MetricSource = 'follower' | 'node';

export type FromFollowerThread =
  { type: 'metric'; source: MetricSource; name: string; args: unknown[] } | { type: 'stopped' };

/** Every method of each forwarded metrics interface, checked against the interfaces by the compiler. */
const METRIC_METHODS = {
  follower: ['progress', 'wrote', 'failed'] satisfies (keyof FollowerMetrics)[],
  node: ['upstream', 'cacheLookup', 'sharedLookup'] satisfies (keyof NodeMetrics)[],
} as const;

/** Metrics whose every call is posted as a message (in the thread). */
export function forwardedMetrics<T>(source: MetricSource, post: (m: FromFollowerThread) => void): T {
  const methods = METRIC_METHODS[source] as readonly string[];
  return Object.fromEntries(
    methods.map((name) => [name, (...args: unknown[]) => post({ type: 'metric', source, name, args })]),
  ) as T;
}

/** Applies a forwarded metric call to the app's metrics (in the app); unknown names are ignored. */
export function applyMetric(
  targets: Record<MetricSource, object>,
  m: Extract<FromFollowerThread, { type: 'metric' }>,
): void {
  if (!(METRIC_METHODS[m.source] as readonly string[]).includes(m.name)) return;
  const fn = (targets[m.source] as Record<string, (...a: unknown[]) => void>)[m.name];
  fn?.(...m.args);
}
