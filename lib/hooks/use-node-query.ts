'use client';
// The one browser query hook on the registry: `useNodeQuery('platform.getHeight', {})`. Its key is the
// method, target and params (node-query-key.ts); its freshness is the method's cache policy
// (lib/browser/answer-policy.ts, query-timing.ts): immutable answers are never refetched, static ones after minutes, live ones
// are polled while the tab is visible and keep their last good data when a refresh fails.
import { useQuery, type Query, type UseQueryOptions } from '@tanstack/react-query';
import { browserNodeClient } from '@/lib/browser/node-client';
import {
  answerPolicy,
  declaredPolicy,
  declaredPollMs,
  loadMethodPolicies,
  seededPolicy,
} from '@/lib/browser/method-policy';
import type { AnyTarget, ChainTarget, IndexTarget } from '@/lib/client/types';
import type { ParamsOf, Registry, ResultOf, ServiceName } from '@/lib/registry';
import { DEFAULT_POLL_MS, staleTimeOf, untilNextBeat } from './query-timing';
import { nodeQueryKey } from './node-query-key';
import { toQueryState, type QueryState } from './query-state';
import { backedOffPeriod, consecutiveFailures, retryDelay, retryRefused } from './call-outcome';
import { viewQueryOptions, type ViewOptions } from './view-options';

type Entry = {
  [S in ServiceName]: { [K in keyof Registry[S]]: { service: S; def: Registry[S][K] } }[keyof Registry[S]];
}[ServiceName];

/** A node method by its wire name: 'platform.getHeight', 'eth_blockNumber'. */
export type NodeMethod = Entry['def']['method'];
type EntryOf<N extends NodeMethod> = Extract<Entry, { def: { method: N } }>;
export type NodeParams<N extends NodeMethod> = ParamsOf<EntryOf<N>['def']>;
export type NodeResult<N extends NodeMethod> = ResultOf<EntryOf<N>['def']>;
/** Index methods name their index; avm, wallet, eth and avax calls may name a chain. */
export type NodeTarget<N extends NodeMethod> = EntryOf<N>['service'] extends 'index'
  ? IndexTarget
  : EntryOf<N>['service'] extends 'avm' | 'wallet' | 'eth' | 'avax' | 'proposervm'
    ? ChainTarget
    : undefined;

export interface NodeQueryOptions<R, T> extends ViewOptions<R, T> {
  /** Poll period of a live answer (ms); the registry's `pollMs` for the method by default. */
  pollMs?: number;
}

/** The TanStack options of one node call: for useQuery, useQueries, fetchQuery or prefetchQuery. */
export function nodeQuery<N extends NodeMethod, T = NodeResult<N>>(
  method: N,
  params: NodeParams<N>,
  target?: NodeTarget<N>,
  options: NodeQueryOptions<NodeResult<N>, T> = {},
): UseQueryOptions<NodeResult<N>, Error, T, readonly string[]> {
  // Undefined until the registry has loaded (with the first call), unless the answer came seeded with
  // its policy; without an answer yet, the method's declared policy decides (a live view keeps trying
  // after an error).
  type Q = Query<NodeResult<N>, Error, NodeResult<N>, readonly string[]>;
  const policy = (query: Q) =>
    query.state.data === undefined
      ? declaredPolicy(method)
      : (answerPolicy(method, params, query.state.data) ?? seededPolicy(query.queryHash)?.cache);
  const pollMs = (query: Q) =>
    options.pollMs ?? declaredPollMs(method) ?? seededPolicy(query.queryHash)?.pollMs ?? DEFAULT_POLL_MS;
  return {
    queryKey: nodeQueryKey(method, params, target),
    queryFn: async ({ signal }) => {
      // Policies load first so the freshness callbacks can read them once the answer is in.
      await loadMethodPolicies();
      const t = target as AnyTarget | undefined;
      return (await browserNodeClient().call(method, params, { ...t, signal })) as NodeResult<N>;
    },
    staleTime: (query) => {
      const p = policy(query);
      return p === undefined ? 0 : staleTimeOf(p);
    },
    // Recomputed after every fetch, so each poll lands on the next beat of the period (query-timing.ts);
    // after failures (a 429 above all) the period doubles, so a refused view stops adding to the load.
    refetchInterval: (query) =>
      policy(query) === 'live' ? untilNextBeat(backedOffPeriod(pollMs(query), consecutiveFailures(query))) : false,
    // A live view shows the error (and keeps polling) at once; other answers get one more try, and a
    // refused one a few, each after a longer wait.
    retry: (failures, error) => retryRefused(failures, error) || (declaredPolicy(method) !== 'live' && failures < 1),
    retryDelay,
    gcTime: declaredPolicy(method) === 'never' ? 0 : undefined,
    ...viewQueryOptions(options),
  };
}

export function useNodeQuery<N extends NodeMethod, T = NodeResult<N>>(
  method: N,
  params: NodeParams<N>,
  target?: NodeTarget<N>,
  options?: NodeQueryOptions<NodeResult<N>, T>,
): QueryState<T> {
  return toQueryState(useQuery(nodeQuery(method, params, target, options)));
}
