// What the app and the history follower's worker thread say to each other. The thread keeps no
// metrics registry of its own: each metric call is sent home and applied to the app's, so /metrics
// shows the follower and its node calls as before.
import type { NodeMetrics } from '@/lib/node/metrics';
import type { FollowerMetrics } from './metrics';

/** The metrics the thread reports through the app, by source. */
interface Forwarded {
  follower: FollowerMetrics;
  node: NodeMetrics;
}

type MetricSource = keyof Forwarded;

export type ToFollowerThread = { type: 'stop' };

export type FromFollowerThread =
  { type: 'metric'; source: MetricSource; name: string; args: unknown[] } | { type: 'stopped' };

// Every method of each interface: one added to an interface and not here fails to compile, rather
// than being missing from the thread's metrics at run time.
const METRIC_METHODS: { [S in MetricSource]: Record<keyof Forwarded[S], true> } = {
  follower: { progress: true, wrote: true, failed: true, undecoded: true },
  node: { upstream: true, cacheLookup: true, sharedLookup: true },
};

/** Metrics whose every call is posted as a message (in the thread). */
export function forwardedMetrics<S extends MetricSource>(
  source: S,
  post: (m: FromFollowerThread) => void,
): Forwarded[S] {
  return Object.fromEntries(
    Object.keys(METRIC_METHODS[source]).map((name) => [
      name,
      (...args: unknown[]) => post({ type: 'metric', source, name, args }),
    ]),
  ) as unknown as Forwarded[S];
}

/** Applies a forwarded metric call to the app's metrics (in the app); unknown names are ignored. */
export function applyMetric(targets: Forwarded, m: Extract<FromFollowerThread, { type: 'metric' }>): void {
  if (!Object.hasOwn(METRIC_METHODS[m.source] ?? {}, m.name)) return;
  const fn = (targets[m.source] as unknown as Record<string, (...a: unknown[]) => void>)[m.name];
  fn?.(...m.args);
}
