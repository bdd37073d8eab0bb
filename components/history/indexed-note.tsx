'use client';
// "Indexed to height N of M": said beside a history listing while the follower is behind the tip,
// so a missing recent tx reads as not yet indexed rather than absent.
import { chainLabel } from './chain-label';
import { ForeignHistoryBanner } from './foreign-history-banner';
import type { ChainProgress } from './use-history';

export function IndexedNote({ chains, only }: { chains: ChainProgress[]; only?: readonly string[] }) {
  // A store from another chain is said above every listing, whichever chains it lists.
  if (chains.some((c) => c.foreign)) return <ForeignHistoryBanner chains={chains} />;
  const behind = chains.filter(
    (c) => (!only || only.includes(c.chain)) && c.tipHeight !== null && c.indexedHeight < c.tipHeight,
  );
  if (behind.length === 0) return null;
  return (
    <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="indexed-note">
      {behind.map((c) => `${chainLabel(c.chain)} indexed to height ${c.indexedHeight} of ${c.tipHeight}`).join('; ')}.
      Newer transactions appear as the follower catches up.
    </p>
  );
}

/** One chain's backfill as a bar: how much of [start, tip] is indexed. */
export function ProgressBar({ c }: { c: ChainProgress }) {
  const span = c.tipHeight === null ? 0 : c.tipHeight - c.startHeight + 1;
  const done = Math.max(0, c.indexedHeight - c.startHeight + 1);
  const pct = span <= 0 ? (c.tipHeight === null ? 0 : 100) : Math.min(100, (done / span) * 100);
  return (
    <div
      role="progressbar"
      aria-label={`${chainLabel(c.chain)} indexed`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(pct)}
      className="h-2 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-800"
    >
      <div className="h-full bg-brand-600" style={{ width: `${pct}%` }} />
    </div>
  );
}
