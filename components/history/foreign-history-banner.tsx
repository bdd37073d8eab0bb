'use client';
// Shown above every history listing (and on /status) while the follower refuses the store because it
// holds another chain's history: what is listed is that other chain's, and nothing new is added.
import Link from 'next/link';
import { urls } from '@/lib/explorer/urls';
import type { ChainProgress } from './use-history';
import { chainLabel } from './chain-label';

export function ForeignHistoryBanner({
  chains,
  onStatusPage = false,
}: {
  chains: ChainProgress[];
  onStatusPage?: boolean;
}) {
  const foreign = chains.filter((c) => c.foreign);
  if (foreign.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="foreign-history"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <p className="font-semibold">This history belongs to another chain.</p>
      <p>
        Snowline&apos;s store was written against another network or a node that has since been reset, so the follower
        does not add to it ({foreign.map((c) => chainLabel(c.chain)).join(', ')}). What history shows here is the old
        chain&apos;s, not this node&apos;s.{' '}
        {onStatusPage ? (
          'An operator can start a fresh index below.'
        ) : (
          <Link href={urls.historyStatus()} className="font-medium underline">
            Start a fresh index on the status page
          </Link>
        )}
      </p>
    </div>
  );
}
