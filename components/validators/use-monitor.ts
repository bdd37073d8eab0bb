'use client';
// Snowline's own monitor API (watchlist, alerts, uptime history; lib/api/routes/monitor.ts), not the
// node's: a change made on one page refreshes the others through the routes' query keys.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiWire } from '@/lib/api';
import { apiFetch } from '@/lib/api/fetch';
import { apiQueriesOf, apiQueryKey, useApiQuery } from '@/lib/hooks/use-api-query';
import { toQueryState, type QueryState } from '@/lib/hooks/query-state';
import type { UptimeRange } from '@/lib/monitor/uptime-series';

type WatchlistReply = ApiWire<'monitor.watchlist'>;
export type MonitorStatus = WatchlistReply['status'];
export type WritePolicy = WatchlistReply['policy'];
type UptimeReply = Exclude<ApiWire<'monitor.uptime'>, { unchanged: true }>;

export const useWatchlist = (pollMs: number) => useApiQuery('monitor.watchlist', {}, { pollMs });

/** Alerts of every watched node, or of one; `before`: an older page's cursor (an alert id). */
export const useAlerts = (pollMs: number, nodeID?: string, before?: number) =>
  useApiQuery('monitor.alerts', { query: { nodeID, ...(before ? { before } : {}) } }, { pollMs });

/**
 * A node's uptime over `range`, downsampled on the server; polled every 15 s, but the points are
 * fetched again only when a newer sample exists (the server answers "unchanged" otherwise).
 */
export function useUptimeHistory(nodeId: string, range: UptimeRange): QueryState<UptimeReply> {
  const qc = useQueryClient();
  const key = apiQueryKey('monitor.uptime', { params: { nodeId }, query: { range } });
  return toQueryState(
    useQuery({
      queryKey: key,
      queryFn: async ({ signal }) => {
        const held = qc.getQueryData<UptimeReply>(key);
        const newer = held?.latestMs ?? undefined;
        const r = await apiFetch('monitor.uptime', { params: { nodeId }, query: { range, newer }, signal });
        return 'unchanged' in r && held ? held : (r as UptimeReply);
      },
      refetchInterval: 15_000,
    }),
  );
}

/** After a watch, unwatch or import: the watchlist and every alert list ask again. */
export function useRefreshMonitor(): () => void {
  const qc = useQueryClient();
  return useCallback(() => {
    void qc.invalidateQueries(apiQueriesOf('monitor.watchlist'));
    void qc.invalidateQueries(apiQueriesOf('monitor.alerts'));
  }, [qc]);
}
