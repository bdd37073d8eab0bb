'use client';
// Browser side of /api/monitor: typed fetches for the watchlist, alerts and uptime history.
import type { AlertRecord, WatchEntry } from '@/lib/monitor/store';

export interface MonitorStatus {
  enabled: boolean;
  sampleMs: number;
  webhookConfigured: boolean;
  lastSampleMs: number | null;
  lastSampleValidators: number | null;
  lastError: string | null;
  deliveries: Record<AlertRecord['delivery'], number>;
}
export type WritePolicy = 'open' | 'token' | 'read-only';

export interface WatchlistReply {
  policy: WritePolicy;
  status: MonitorStatus;
  entries: WatchEntry[];
}
export interface AlertsReply {
  status: MonitorStatus;
  alerts: AlertRecord[];
}
export interface HistoryReply {
  nodeID: string;
  sampleMs: number;
  atMs: number[];
  uptime: (number | null)[];
  connected: boolean[];
}

const TOKEN_KEY = 'snowline.operatorToken';
/** The operator token is kept for this tab only (sessionStorage), never in a URL or cookie. */
export function operatorToken(): string {
  return typeof window === 'undefined' ? '' : (window.sessionStorage.getItem(TOKEN_KEY) ?? '');
}
export function setOperatorToken(t: string): void {
  if (t) window.sessionStorage.setItem(TOKEN_KEY, t);
  else window.sessionStorage.removeItem(TOKEN_KEY);
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const token = operatorToken();
  const res = await fetch(path, {
    ...init,
    headers: {
      ...(init?.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'x-snowline-operator-token': token } : {}),
    },
    cache: 'no-store',
  });
  const body = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `HTTP ${res.status}`);
  return body;
}

export const monitorApi = {
  watchlist: () => call<WatchlistReply>('/api/monitor/watchlist'),
  watch: (nodeID: string, threshold: number | null) =>
    call<{ entry: WatchEntry }>('/api/monitor/watchlist', {
      method: 'POST',
      body: JSON.stringify({ nodeID, threshold }),
    }),
  unwatch: (nodeID: string) =>
    call<{ removed: string }>(`/api/monitor/watchlist?nodeID=${encodeURIComponent(nodeID)}`, { method: 'DELETE' }),
  alerts: (nodeID?: string) =>
    call<AlertsReply>(`/api/monitor/alerts${nodeID ? `?nodeID=${encodeURIComponent(nodeID)}` : ''}`),
  retry: (id: number) =>
    call<{ alert: AlertRecord }>('/api/monitor/alerts', { method: 'POST', body: JSON.stringify({ retry: id }) }),
  history: (nodeID: string) => call<HistoryReply>(`/api/monitor/history/${encodeURIComponent(nodeID)}`),
};
