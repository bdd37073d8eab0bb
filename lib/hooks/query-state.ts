import type { UseQueryResult } from '@tanstack/react-query';

/** What a view needs from a query: data, first-load and stale marks, the error and a retry. */
export interface QueryState<T> {
  data: T | undefined;
  /** First load still under way: show a skeleton. */
  isLoading: boolean;
  /** The node stopped answering: `data` is the last good value, shown with a stale mark. */
  isStale: boolean;
  error: Error | null;
  /** When `data` arrived (ms); 0 before. */
  updatedAt: number;
  retry: () => void;
}

/** A TanStack query seen as a QueryState: an error after a first answer marks the kept data stale. */
export function toQueryState<T>(q: UseQueryResult<T>): QueryState<T> {
  return {
    data: q.data,
    isLoading: q.isPending && !q.isError,
    isStale: q.isError && q.data !== undefined,
    error: q.error,
    updatedAt: q.dataUpdatedAt,
    retry: () => void q.refetch(),
  };
}

/** Several queries seen as one (a panel built from a few node calls): data once every one has answered. */
export function allOf<const Ts extends readonly unknown[], T>(
  states: { readonly [I in keyof Ts]: QueryState<Ts[I]> },
  combine: (...data: Ts) => T,
): QueryState<T> {
  const list = states as readonly QueryState<unknown>[];
  const ready = list.every((s) => s.data !== undefined);
  return {
    data: ready ? combine(...(list.map((s) => s.data) as unknown as Ts)) : undefined,
    isLoading: list.some((s) => s.isLoading),
    isStale: ready && list.some((s) => s.isStale),
    error: list.find((s) => s.error)?.error ?? null,
    updatedAt: ready ? Math.min(...list.map((s) => s.updatedAt)) : 0,
    retry: () => list.forEach((s) => s.retry()),
  };
}
