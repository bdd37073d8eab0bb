'use client';
// Whether the node answered the browser's latest call, from any view: the header's badge follows the
// calls pages make anyway instead of polling the node on its own. A JSON-RPC error (a method the chain
// does not serve) is an answer, and a 429 is Snowline's limit, not the node: neither turns it red.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { outcomeOf } from '@/lib/hooks/call-outcome';
import { NODE_QUERY, RECENT_QUERY } from '@/lib/hooks/node-query-key';

const WATCHED = new Set<unknown>([NODE_QUERY, RECENT_QUERY]);

/** true after an answer, false after a call the node did not answer, undefined before either. */
export function useNodeReachable(): boolean | undefined {
  const cache = useQueryClient().getQueryCache();
  const [reachable, setReachable] = useState<boolean | undefined>(undefined);
  useEffect(
    () =>
      cache.subscribe((event) => {
        if (event.type !== 'updated' || !WATCHED.has(event.query.queryKey[0])) return;
        if (event.action.type === 'success') setReachable(true);
        else if (event.action.type === 'error') {
          const outcome = outcomeOf(event.action.error);
          if (outcome === 'unreachable') setReachable(false);
          else if (outcome === 'answered') setReachable(true);
        }
      }),
    [cache],
  );
  return reachable;
}
