'use client';
import { isRateLimited } from '@/lib/hooks/call-outcome';
import type { QueryState } from '@/lib/hooks/query-state';

/** The stale / error mark with a retry, shown when the node stops answering a live view. */
export function LiveStatus({ q, what }: { q: QueryState<unknown>; what: string }) {
  if (!q.isStale && !(q.error && q.data === undefined)) return null;
  // Snowline's own limit refused a poll: the node is fine, and the view asks again a little later.
  const refused = isRateLimited(q.error);
  return (
    <p
      role="status"
      data-testid="live-status"
      className="flex flex-wrap items-center gap-2 text-xs text-amber-700 dark:text-amber-400"
    >
      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold uppercase dark:bg-amber-900/40">
        {refused ? 'waiting' : q.isStale ? 'stale' : 'error'}
      </span>
      <span>
        {refused
          ? `Many requests just now; asking again shortly for the ${what}.`
          : q.isStale
            ? `The node stopped answering; showing the last ${what} seen.`
            : `The node did not answer for the ${what}.`}
      </span>
      <button type="button" onClick={q.retry} className="underline">
        Retry
      </button>
    </p>
  );
}
