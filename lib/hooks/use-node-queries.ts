'use client';
// useNodeQuery over a list of params (a page of blocks by height), each its own cache entry. Its own
// module: TanStack's useQueries ships only with the pages that list.
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { toQueryState, type QueryState } from './query-state';
import {
  nodeQuery,
  type NodeMethod,
  type NodeParams,
  type NodeQueryOptions,
  type NodeResult,
  type NodeTarget,
} from './use-node-query';

/** One method over many params (a page of blocks by height), each its own cache entry. */
export function useNodeQueries<N extends NodeMethod, T = NodeResult<N>>(
  method: N,
  paramsList: readonly NodeParams<N>[],
  target?: NodeTarget<N>,
  options?: NodeQueryOptions<NodeResult<N>, T>,
): QueryState<T>[] {
  // useQueries cannot infer a result type from a mapped list; every entry is the same nodeQuery.
  const results = useQueries({
    queries: paramsList.map((p) => nodeQuery(method, p, target, options)),
  }) as UseQueryResult<T, Error>[];
  return results.map(toQueryState);
}
