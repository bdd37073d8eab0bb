'use client';
// Browser side of /api/monitor: typed fetches for the watchlist, alerts and uptime history. Changes
// are same-origin JSON requests; an operator is known by the session cookie the browser sends (no
// token ever sits in the browser).
import type { WritePolicy } from '@/lib/monitor/access';
import type { UptimeRange } from '@/lib/monitor/uptime-series';
import type { Severity } from '@/lib/store/monitor/graded-records';
import type { AlertRecord, WatchEntry } from '@/lib/store/monitor/records';

export type { WritePolicy };

export interface MonitorStatus {
  enabled: boolean;
  sampleMs: number;
  webhookConfigured: boolean;
  /** The least severe graded alert the environment's webhook takes. */
  webhookMinSeverity: Severity;
  lastSampleMs: number | null;
  lastSampleValidators: number | null;
  lastError: string | null;
  /** Deliveries to every channel of the last `ofLastMessages` graded messages. */
  deliveries: { delivered: number; pending: number; failed: number; ofLastMessages: number };
}

export interface WatchlistReply {
  policy: WritePolicy;
  status: MonitorStatus;
  entries: WatchEntry[];
  /** In operator mode, for a visitor: the entries are the operator's to see (none sent). */
  hidden?: true;
}
export interface AlertsReply {
  status: MonitorStatus;
  alerts: AlertRecord[];
}
/** A node's uptime over a range, downsampled on the server (lib/monitor/uptime-series.ts). */
export interface HistoryReply {
  nodeID: string;
  sampleMs: number;
  range: UptimeRange;
  atMs: number[];
  uptime: (number | null)[];
  /** Absent for the public on a real node (it would help name the node: lib/monitor/api.ts). */
  connected?: boolean[];
  /** Samples the points stand for. */
  samples: number;
  latestMs: number | null;
}

/** A monitoring API call from the browser: JSON in and out, the session cookie, the API's error text. */
export async function monitorCall<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : {},
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const body = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `HTTP ${res.status}`);
  return body;
}

export const monitorApi = {
  watchlist: () => monitorCall<WatchlistReply>('/api/monitor/watchlist'),
  watch: (nodeID: string, threshold: number | null) =>
    monitorCall<{ entry: WatchEntry }>('/api/monitor/watchlist', {
      method: 'POST',
      body: JSON.stringify({ nodeID, threshold }),
    }),
  unwatch: (nodeID: string) =>
    monitorCall<{ removed: string }>(`/api/monitor/watchlist?nodeID=${encodeURIComponent(nodeID)}`, {
      method: 'DELETE',
    }),
  alerts: (nodeID?: string) =>
    monitorCall<AlertsReply>(`/api/monitor/alerts${nodeID ? `?nodeID=${encodeURIComponent(nodeID)}` : ''}`),
  /** `newer`: the newest sample held; the answer is then `{unchanged: true}` when none is newer. */
  history: (nodeID: string, range: UptimeRange, newer?: number) =>
    monitorCall<HistoryReply | { unchanged: true }>(
      `/api/monitor/history/${encodeURIComponent(nodeID)}?range=${range}${newer !== undefined ? `&newer=${newer}` : ''}`,
    ),
};
