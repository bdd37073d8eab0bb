'use client';
// Puts the server's answers into the browser's query cache before the page's hooks first read it. Not
// TanStack's HydrationBoundary: setQueryData is already in every page's JavaScript, its hydrate code is
// not (the dashboard's first load stays within its budget). An answer the cache already has (a
// client-side navigation back) is newer than the page's and is kept.
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { noteSeededPolicy, type SeededPolicy } from '@/lib/browser/method-policy';
import { RpcError } from '@/lib/rpc/errors';
import type { SeededRpcError } from './query-seed';

/**
 * Puts the node's error answer in the cache as the query's error, as the hook's own call would have.
 * A query in error without data asks again when a hook mounts, and shows as loading meanwhile: not this
 * one (the node said so a moment ago); its own polls still ask.
 */
function seedError(client: QueryClient, key: QueryKey, e: SeededRpcError, at: number): void {
  const query = client.getQueryCache().build(client, { queryKey: key });
  if (query.state.status !== 'pending') return;
  client.setQueryDefaults(key, { retryOnMount: false });
  query.setState({
    ...query.state,
    status: 'error',
    // The class the hook's own call throws: views tell "not served" by it (instanceof, code).
    error: new RpcError(e.method, e.code, e.rpcMessage, null),
    errorUpdateCount: 1,
    errorUpdatedAt: at,
    fetchFailureCount: 1,
  });
}

export function SeedCache({
  answers,
  at,
  children,
}: {
  answers: Seeded;
  /** When the server read them: the server's render and the browser's hydration see the same times. */
  at: number;
  children: ReactNode;
}) {
  const client = useQueryClient();
  // Once per mount, during the first render: the children's hooks find the answers at once.
  useState(() => seedAnswers(client, answers, at));
  return children;
}

type Seeded = readonly (readonly [QueryKey, unknown, SeededRpcError?, SeededPolicy?])[];

/** Puts `answers` read at `at` into `client`'s cache, keeping any answer it already has. */
export function seedAnswers(client: QueryClient, answers: Seeded, at: number): null {
  for (const [key, data, error, policy] of answers) {
    if (policy) noteSeededPolicy(hashKey(key), policy);
    if (error) seedError(client, key, error, at);
    else if (client.getQueryData(key) === undefined) client.setQueryData(key, data, { updatedAt: at });
  }
  return null;
}
