'use client';
// The browser's query hook on Snowline's own routes (lib/api), beside useNodeQuery's on the node's:
// `useApiQuery('history.status', {}, { pollMs: 2000 })`. Its key is ['api', name, args] (apiQueryKey),
// so a change made on one page refreshes every view of the same route by invalidating ['api', name].
import { useQuery, type Query, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiName, ApiWire } from '@/lib/api';
import { apiFetch, type ApiArgs, type ApiArgList } from '@/lib/api/fetch';
import { apiQueryKey } from './api-query-key';
import { toQueryState, type QueryState } from './query-state';
import { backedOffPeriod, consecutiveFailures, retryDelay, retryRefused } from './call-outcome';
import { viewQueryOptions, type ViewOptions } from './view-options';

export interface ApiQueryOptions<R, T> extends ViewOptions<R, T> {
  /** Poll period (ms); not polled by default. */
  pollMs?: number;
  /** How long an answer is fresh (ms): no refetch on mount or focus before. */
  staleMs?: number;
}

export { apiQueryKey };

/**
 * Every answer of the routes whose names start with `prefix` ('history.', 'monitor.'): a filter for
 * invalidateQueries after a change.
 */
export const apiQueriesOf = (prefix: string) => ({
  predicate: (q: Query) => q.queryKey[0] === 'api' && String(q.queryKey[1]).startsWith(prefix),
});

/** The TanStack options of one route's GET: for useQuery, fetchQuery or prefetchQuery. */
export function apiQuery<N extends ApiName, T = ApiWire<N>>(
  name: N,
  args: ApiArgs<N>,
  options: ApiQueryOptions<ApiWire<N>, T> = {},
): UseQueryOptions<ApiWire<N>, Error, T, readonly unknown[]> {
  return {
    queryKey: apiQueryKey(name, args),
    queryFn: ({ signal }) => apiFetch(name, ...([{ ...args, signal }] as ApiArgList<N>)),
    // Polls back off after failures, a 429 above all, as node reads do (call-outcome.ts); TanStack
    // already pauses them while the tab is hidden.
    refetchInterval: options.pollMs
      ? (query) => backedOffPeriod(options.pollMs!, consecutiveFailures(query))
      : undefined,
    retry: (failures, error) => retryRefused(failures, error) || failures < 1,
    retryDelay,
    // Only when given: an explicit `undefined` would override the client's default (TanStack spreads
    // options over it) and make every answer stale at once, a seeded one too, asked again on mount.
    ...(options.staleMs !== undefined ? { staleTime: options.staleMs } : {}),
    ...viewQueryOptions(options),
  };
}

export function useApiQuery<N extends ApiName, T = ApiWire<N>>(
  name: N,
  args: ApiArgs<N>,
  options?: ApiQueryOptions<ApiWire<N>, T>,
): QueryState<T> {
  return toQueryState(useQuery(apiQuery(name, args, options)));
}
