'use client';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';

export interface LiveQuery<T> {
  data: T | undefined;
  /** First load still under way: show a skeleton. */
  isLoading: boolean;
  /** The node stopped answering: `data` is the last good value, shown with a stale mark. */
  isStale: boolean;
  error: Error | null;
  updatedAt: number;
  retry: () => void;
}

/** Polls while the tab is visible (TanStack pauses background intervals) and keeps the last good data on errors. */
export function useLiveQuery<T>(key: QueryKey, fetcher: () => Promise<T>, intervalMs = 4_000): LiveQuery<T> {
  return toLiveQuery(useQuery({ queryKey: key, queryFn: fetcher, refetchInterval: intervalMs, retry: 0 }));
}

/** A polled TanStack query seen as a LiveQuery: errors after a first answer mark the kept data stale. */
export function toLiveQuery<T>(q: UseQueryResult<T>): LiveQuery<T> {
  return {
    data: q.data,
    isLoading: q.isPending && !q.isError,
    isStale: q.isError && q.data !== undefined,
    error: q.error,
    updatedAt: q.dataUpdatedAt,
    retry: () => void q.refetch(),
  };
}
