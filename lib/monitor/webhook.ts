// Webhook delivery of alerts. An alert is stored before any attempt, so none is lost to a crash or a
// restart; each failed POST is retried with exponential backoff, and after the last attempt it is
// marked `failed` with the error, visible in the app and retryable from there.
import type { AlertRecord, MonitorStore } from '@/lib/store/monitor/records';
import { workerMetrics } from '@/lib/metrics/workers';

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 5 * 60_000;
const POST_TIMEOUT_MS = 10_000;

/** Delay before attempt `attempts + 1` after `attempts` failures: 1 s, 2 s, 4 s … capped at 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** The JSON body POSTed to the webhook. */
function alertPayload(a: AlertRecord, context: { source: string; networkName?: string }) {
  const what =
    a.event === 'recovered'
      ? 'recovered'
      : a.event === 'not-validating'
        ? 'is no longer in the current validator set'
        : a.problems
            .map((p) => (p === 'disconnected' ? 'is disconnected' : `uptime is below ${a.threshold}%`))
            .join(' and ');
  return {
    type: 'snowline.validator-alert',
    id: a.id,
    event: a.event,
    nodeID: a.nodeID,
    problems: a.problems,
    uptime: a.uptime,
    threshold: a.threshold,
    connected: a.connected,
    observedAt: new Date(a.atMs).toISOString(),
    // Uptime is what the node Snowline reads from measures, not a network-wide figure.
    observedBy: context.source,
    network: context.networkName ?? null,
    message: `${a.nodeID} ${what}${a.uptime !== null ? ` (uptime ${a.uptime.toFixed(2)}% as observed by the connected node)` : ''}`,
  };
}

export interface DeliveryDeps {
  store: MonitorStore;
  url: string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  context: { source: string; networkName?: string };
}

/** Attempts every alert whose next attempt is due; returns how many were delivered. */
export async function deliverDue(d: DeliveryDeps): Promise<number> {
  if (!d.url) return 0;
  const now = d.now ?? Date.now;
  const doFetch = d.fetch ?? fetch;
  let delivered = 0;
  for (const a of await d.store.dueAlerts(now())) {
    const error = await postOnce(doFetch, d.url, alertPayload(a, d.context));
    workerMetrics().alertDelivery(error === null ? 'sent' : 'failed');
    if (error === null) {
      await d.store.markDelivered(a.id, now());
      delivered++;
    } else {
      const attempts = a.attempts + 1;
      await d.store.markAttemptFailed(a.id, error, attempts >= MAX_ATTEMPTS ? null : now() + backoffMs(attempts));
    }
  }
  return delivered;
}

export async function postOnce(doFetch: typeof fetch, url: string, body: unknown): Promise<string | null> {
  try {
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'snowline-monitor' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      redirect: 'manual',
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return null;
    return `webhook answered HTTP ${res.status}`;
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    if (err.name === 'TimeoutError') return `webhook did not answer within ${POST_TIMEOUT_MS / 1000} s`;
    return `webhook unreachable: ${err.cause?.code ?? err.message}`;
  }
}
