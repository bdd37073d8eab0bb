// The dashboard's query keys, in a module without 'use client': the page seeds the browser's cache
// under them on the server (dashboard-answers.ts) and the hooks read them in the browser.
import { RECENT_QUERY } from '@/lib/hooks/node-query-key';

/** Blocks the dashboard reads of each chain: all three feed the TPS chart and the recent txs. */
export const DASHBOARD_COUNT = { X: 30, P: 30, C: 30 } as const;

export const recentKey = (chain: 'X' | 'P' | 'C', count: number = DASHBOARD_COUNT[chain]) =>
  [RECENT_QUERY, chain, count] as const;

// Keyed under the recent-blocks family: the header's reachability badge follows it as it does them.
export const NETWORK_STATS_KEY = [RECENT_QUERY, 'network-stats'] as const;
