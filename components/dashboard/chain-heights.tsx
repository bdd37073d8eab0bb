'use client';
import { Skeleton } from '@/components/ui/skeleton';
import type { HeightChain } from '@/components/block/use-chain-height';
import { useRecentHeight } from './use-recent-blocks';
import { formatCount } from '@/lib/format/amount';

const CHAINS: { key: HeightChain; name: string; what: string }[] = [
  { key: 'X', name: 'X-Chain', what: 'Assets and transfers' },
  { key: 'P', name: 'P-Chain', what: 'Validators, L1s and staking' },
  { key: 'C', name: 'C-Chain', what: 'EVM contracts' },
];

function HeightCard({ chain }: { chain: (typeof CHAINS)[number] }) {
  const q = useRecentHeight(chain.key);
  return (
    <article
      data-testid={`height-${chain.key}`}
      data-state={q.isLoading ? 'loading' : q.isStale ? 'stale' : q.data !== undefined ? 'live' : 'error'}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex items-baseline justify-between">
        <h2 className="font-semibold">{chain.name}</h2>
        <span className="text-xs text-slate-500 dark:text-slate-400">{chain.what}</span>
      </header>
      <p className="mt-3 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">Height</p>
      <p className="font-mono text-3xl tabular-nums" aria-live="polite">
        {q.data !== undefined ? (
          <span data-testid={`height-${chain.key}-value`}>{formatCount(q.data)}</span>
        ) : q.isLoading ? (
          <Skeleton className="h-8 w-24" />
        ) : (
          <span className="text-base text-slate-500">unavailable</span>
        )}
      </p>
      {(q.isStale || (q.error && q.data === undefined)) && (
        <p role="status" className="mt-2 flex items-center gap-2 text-xs text-amber-700 dark:text-amber-400">
          <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold uppercase dark:bg-amber-900/40">
            {q.isStale ? 'stale' : 'error'}
          </span>
          <span>
            {q.isStale ? 'The node stopped answering; showing the last height seen.' : 'The node did not answer.'}
          </span>
          <button type="button" onClick={q.retry} className="underline">
            Retry
          </button>
        </p>
      )}
    </article>
  );
}

export function ChainHeights() {
  return (
    <section aria-label="Chain heights" className="grid gap-4 sm:grid-cols-3">
      {CHAINS.map((c) => (
        <HeightCard key={c.key} chain={c} />
      ))}
    </section>
  );
}
