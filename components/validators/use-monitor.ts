'use client';
// Snowline's own monitor API (watchlist, alerts, uptime history), not the node: its query keys live
// here, once, so a change made on one page refreshes the others.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toQueryState, type QueryState } from '@/lib/hooks/query-state';
import type { UptimeRange } from '@/lib/monitor/uptime-series';
import { monitorApi, type AlertsReply, type HistoryReply, type WatchlistReply } from './monitor-api';

const keys = {
  watchlist: ['monitor', 'watchlist'] as const,
  alerts: (nodeID?: string) => ['monitor', 'alerts', nodeID ?? null] as const,
  allAlerts: ['monitor', 'alerts'] as const,
  history: (nodeID: string) => ['monitor', 'history', nodeID] as const,
};

export function useWatchlist(pollMs: number): QueryState<WatchlistReply> {
  return toQueryState(useQuery({ queryKey: keys.watchlist, queryFn: monitorApi.watchlist, refetchInterval: pollMs }));
}

/** Alerts of every watched node, or of one. */
export function useAlerts(pollMs: number, nodeID?: string): QueryState<AlertsReply> {
  return toQueryState(
    useQuery({ queryKey: keys.alerts(nodeID), queryFn: () => monitorApi.alerts(nodeID), refetchInterval: pollMs }),
  );
}

/**
 * A node's uptime over `range`, downsampled on the server; polled every 15 s, but the points are
 * fetched again only when a newer sample exists (the server answers "unchanged" otherwise).
 */
export function useUptimeHistory(nodeID: string, range: UptimeRange): QueryState<HistoryReply> {
  const qc = useQueryClient();
  const key = [...keys.history(nodeID), range] as const;
  return toQueryState(
    useQuery({
      queryKey: key,
      queryFn: async () => {
        const held = qc.getQueryData<HistoryReply>(key);
        const r = await monitorApi.history(nodeID, range, held?.latestMs ?? undefined);
        return 'unchanged' in r && held ? held : (r as HistoryReply);
      },
      refetchInterval: 15_000,
    }),
  );
}

/** After a watch, unwatch or retry: the watchlist and every alert list ask again. */
export function useRefreshMonitor(): () => void {
  const qc = useQueryClient();
  return useCallback(() => {
    void qc.invalidateQueries({ queryKey: keys.watchlist });
    void qc.invalidateQueries({ queryKey: keys.allAlerts });
  }, [qc]);
}
