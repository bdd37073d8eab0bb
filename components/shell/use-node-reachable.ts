'use client';
// Whether the node answered the browser's latest call, from any view: the header's badge follows the
// calls pages make anyway instead of polling the node on its own.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NODE_QUERY } from '@/lib/hooks/node-query-key';

/** true after an answer, false after a failed call, undefined before either. */
export function useNodeReachable(): boolean | undefined {
  const cache = useQueryClient().getQueryCache();
  const [reachable, setReachable] = useState<boolean | undefined>(undefined);
  useEffect(
    () =>
      cache.subscribe((event) => {
        if (event.type !== 'updated' || event.query.queryKey[0] !== NODE_QUERY) return;
        if (event.action.type === 'success') setReachable(true);
        else if (event.action.type === 'error') setReachable(false);
      }),
    [cache],
  );
  return reachable;
}
