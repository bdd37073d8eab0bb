'use client';
// Puts the server's answers into the browser's query cache before the page's hooks first read it. Not
// TanStack's HydrationBoundary: setQueryData is already in every page's JavaScript, its hydrate code is
// not (the dashboard's first load stays within its budget). An answer the cache already has (a
// client-side navigation back) is newer than the page's and is kept.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { SeededRpcError } from './query-seed';

/**
 * Puts the node's error answer in the cache as the query's error, as the hook's own call would have.
 * A query in error without data asks again when a hook mounts, and shows as loading meanwhile: not this
 * one (the node said so a moment ago); its own polls still ask.
 */
function seedError(client: QueryClient, key: QueryKey, e: SeededRpcError): void {
  const query = client.getQueryCache().build(client, { queryKey: key });
  if (query.state.status !== 'pending') return;
  client.setQueryDefaults(key, { retryOnMount: false });
  const now = Date.now();
  query.setState({
    ...query.state,
    status: 'error',
    // As lib/rpc/errors' RpcError reads to the views (name, code, message), without its code in the first load.
    error: Object.assign(new Error(e.message), {
      name: 'RpcError',
      method: e.method,
      code: e.code,
      rpcMessage: e.rpcMessage,
    }),
    errorUpdateCount: 1,
    errorUpdatedAt: now,
    fetchFailureCount: 1,
  });
}

export function SeedCache({
  answers,
  children,
}: {
  answers: readonly (readonly [QueryKey, unknown, SeededRpcError?])[];
  children: ReactNode;
}) {
  const client = useQueryClient();
  // Once per mount, during the first render: the children's hooks find the answers at once.
  useState(() => {
    for (const [key, data, error] of answers) {
      if (error) seedError(client, key, error);
      else if (client.getQueryData(key) === undefined) client.setQueryData(key, data);
    }
    return null;
  });
  return children;
}
