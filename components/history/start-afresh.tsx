'use client';
// The operator's way out of a store from another chain: empty the history (keeping the old one aside,
// or not) and let the follower index this node from the start. Offered to who may (GET policy).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAction } from '@/components/ui/use-action';
import { apiFetch } from '@/lib/api/fetch';
import { apiQueriesOf, useApiQuery } from '@/lib/hooks/use-api-query';

export function StartAfresh() {
  const client = useQueryClient();
  const policy = useApiQuery('history.startAfreshPolicy', {}, { select: (r) => r.policy, staleMs: 60_000 });
  const [keepAside, setKeepAside] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const { act, error, busy } = useAction(() => void client.invalidateQueries(apiQueriesOf('history.')));
  if (policy.data === undefined) return null;
  if (policy.data !== 'open') {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="start-afresh-denied">
        {policy.data === 'sign-in'
          ? 'An operator can start a fresh index here once signed in.'
          : 'Starting a fresh index is an operator action (operator mode, or this machine on the embedded devnet).'}
      </p>
    );
  }
  return (
    <form
      className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
      data-testid="start-afresh"
      onSubmit={(e) => {
        e.preventDefault();
        void act(async () => {
          const r = await apiFetch('history.startAfresh', { body: { keepAside } });
          setDone(
            r.keptAs
              ? `Started afresh; the old history is kept in ${r.keptAs}.`
              : 'Started afresh; the old history was dropped.',
          );
        });
      }}
    >
      <p className="font-medium">Start a fresh index of this node</p>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={keepAside} onChange={(e) => setKeepAside(e.target.checked)} />
        Keep the old history aside (a copy beside the store) rather than dropping it
      </label>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-red-600 px-3 py-1.5 font-medium text-white hover:bg-red-700 disabled:opacity-50"
      >
        {busy ? 'Starting…' : 'Start a fresh index'}
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        The follower then reads this node from its first height again (within half a minute).
      </p>
      {done && (
        <p role="status" className="text-emerald-700 dark:text-emerald-400">
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
