'use client';
// The dashboard's one request per chain (/api/recent/X): the latest blocks and the height, polled on
// the same beat as every other viewer's, backing off after failures (a 429 above all).
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api/fetch';
import type { RecentC, RecentUtxo } from '@/lib/explorer/recent-blocks';
import { backedOffPeriod, consecutiveFailures, refusedRetryDelay, retryRefused } from '@/lib/hooks/call-outcome';
import { toQueryState, type QueryState } from '@/lib/hooks/query-state';
import { untilNextBeat } from '@/lib/hooks/query-timing';
import { DASHBOARD_COUNT, recentKey } from './recent-keys';

const RECENT_POLL_MS = 3_000;

async function fetchRecent<T>(chain: string, count: number, signal: AbortSignal): Promise<T> {
  const body = await apiFetch('recent.blocks', { params: { chain }, query: { count }, signal });
  // A node that does not answer is told in the body: a failure here, as a 502 would be.
  if ('nodeDown' in body) throw new ApiError(502, body.error);
  return body as T;
}

/** Polling every `periodMs` on the shared beat, backing off after failures: the dashboard's live views. */
export const livePoll = (periodMs: number) => ({
  staleTime: 1_000,
  refetchInterval: (query: { state: { status: string; errorUpdateCount: number } }) =>
    untilNextBeat(backedOffPeriod(periodMs, consecutiveFailures(query))),
  retry: retryRefused,
  retryDelay: refusedRetryDelay,
});

/** Every live view of the latest blocks. */
export const LIVE_POLL = livePoll(RECENT_POLL_MS);

function useRecent<T>(chain: 'X' | 'P' | 'C', count: number): QueryState<T> {
  return toQueryState(
    useQuery<T, Error, T, readonly (string | number)[]>({
      queryKey: recentKey(chain, count),
      queryFn: ({ signal }) => fetchRecent<T>(chain, count, signal),
      ...LIVE_POLL,
    }),
  );
}

export const useRecentUtxo = (chain: 'X' | 'P') => useRecent<RecentUtxo>(chain, DASHBOARD_COUNT[chain]);
export const useRecentC = () => useRecent<RecentC>('C', DASHBOARD_COUNT.C);

/** A chain's height from the same answer as its blocks: no call of its own. */
export function useRecentHeight(chain: 'X' | 'P' | 'C'): QueryState<bigint> {
  const q = useRecent<RecentUtxo | RecentC>(chain, DASHBOARD_COUNT[chain]);
  return { ...q, data: q.data ? BigInt(q.data.height) : undefined };
}
