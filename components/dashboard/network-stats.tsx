'use client';
import Link from 'next/link';
import { Skeleton } from '@/components/ui/skeleton';
import { LiveStatus } from '@/components/ui/live-status';
import { urls } from '@/lib/explorer/urls';
import { formatAvax, formatCount } from '@/lib/format/amount';
import { allOf } from '@/lib/hooks/query-state';
import { useNodeQuery } from '@/lib/hooks/use-node-query';

const POLL_MS = 15_000;

function useNetworkStats() {
  return allOf(
    [
      useNodeQuery('platform.getCurrentSupply', {}, undefined, { pollMs: POLL_MS }),
      useNodeQuery('platform.getTotalStake', {}, undefined, { pollMs: POLL_MS }),
      useNodeQuery('platform.getCurrentValidators', {}, undefined, { pollMs: POLL_MS, select: countValidators }),
      useNodeQuery('platform.getStakingAssetID', {}),
    ],
    (supply, stake, validators, asset) => ({
      supply: supply.supply,
      stake: stake.stake ?? stake.weight,
      validators,
      assetID: asset.assetID,
    }),
  );
}

const countValidators = (r: { validators: readonly unknown[] }) => r.validators.length;

/** Primary Network figures from the P-Chain: supply, stake, validator count and staking asset. */
export function NetworkStats() {
  const q = useNetworkStats();
  const d = q.data;
  const item = (label: string, value: React.ReactNode, testId: string) => (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-1 break-words font-mono text-lg tabular-nums" data-testid={testId}>
        {d ? (
          value
        ) : q.isLoading ? (
          <Skeleton className="h-6 w-32" />
        ) : (
          <span className="text-sm text-slate-500">unavailable</span>
        )}
      </p>
    </div>
  );
  return (
    <section aria-label="Network stats" className="space-y-2">
      <LiveStatus q={q} what="network stats" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {item('Current supply', d && formatAvax(d.supply, { maxFractionDigits: 3 }), 'stat-supply')}
        {item('Total stake', d && formatAvax(d.stake, { maxFractionDigits: 3 }), 'stat-stake')}
        {item('Validators', d && formatCount(d.validators), 'stat-validators')}
        {item(
          'Staking asset',
          d && (
            <Link
              href={urls.asset(d.assetID)}
              className="text-base text-brand-600 hover:underline dark:text-brand-500"
              title={d.assetID}
            >
              {/* The Primary Network stakes AVAX: its asset is named, the id stays on hover. */}
              AVAX
            </Link>
          ),
          'stat-asset',
        )}
      </div>
    </section>
  );
}
