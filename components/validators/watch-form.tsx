'use client';
// Add a node to the watchlist (or change its threshold). Empty threshold = the default requirement.
// In operator mode the form needs a signed-in operator; others get a link to sign in.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { signInHref } from '@/components/shell/sign-in-href';
import { looksLikeNodeID } from './id-shapes';
import { apiFetch } from '@/lib/api/fetch';
import type { WritePolicy } from './use-monitor';
import { FormError, SubmitButton } from '@/components/ui/form-parts';

export function WatchForm({
  policy,
  fixedNodeID,
  onDone,
}: {
  policy: WritePolicy;
  fixedNodeID?: string;
  onDone: () => void;
}) {
  const [nodeID, setNodeID] = useState(fixedNodeID ?? '');
  const [threshold, setThreshold] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pathname = usePathname() ?? '/';

  if (policy === 'sign-in') {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="watch-sign-in">
        <Link href={signInHref(pathname)} className="text-brand-600 hover:underline dark:text-brand-500">
          Sign in as the operator
        </Link>{' '}
        to change the watchlist.
      </p>
    );
  }
  if (policy === 'read-only') {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The watchlist is read-only here: it is changed in operator mode, or on Snowline&apos;s own devnet from the
        machine it runs on.
      </p>
    );
  }
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const id = nodeID.trim();
    if (!looksLikeNodeID(id)) return setError('Enter a node id (NodeID-…).');
    const t = threshold.trim() === '' ? null : Number(threshold);
    if (t !== null && !(t >= 0 && t <= 100)) return setError('Threshold is a percentage between 0 and 100.');
    setBusy(true);
    try {
      await apiFetch('monitor.watch', { body: { nodeID: id, threshold: t } });
      if (!fixedNodeID) setNodeID('');
      setThreshold('');
      onDone();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const input =
    'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" data-testid="watch-form">
      {!fixedNodeID && (
        <label className="min-w-0 flex-1 text-sm">
          <span className="block text-xs text-slate-600 dark:text-slate-400">Node ID</span>
          <input
            value={nodeID}
            onChange={(e) => setNodeID(e.target.value)}
            placeholder="NodeID-…"
            className={`${input} w-full font-mono`}
            data-testid="watch-node"
          />
        </label>
      )}
      <label className="text-sm">
        <span className="block text-xs text-slate-600 dark:text-slate-400">Threshold %</span>
        <input
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
          inputMode="decimal"
          placeholder="default"
          className={`${input} w-24`}
          data-testid="watch-threshold"
        />
      </label>
      <SubmitButton busy={busy} testId="watch-submit">
        {fixedNodeID ? 'Watch' : 'Add to watchlist'}
      </SubmitButton>
      <FormError error={error} className="basis-full" />
    </form>
  );
}
