'use client';
import { useQuery } from '@tanstack/react-query';
import { RowLink } from '@/components/ui/row-link';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { LiveStatus } from '@/components/ui/live-status';
import { urls } from '@/lib/explorer/urls';
import type { ApiWire } from '@/lib/api';
import { ApiError, apiFetch } from '@/lib/api/fetch';
import { formatAvax, formatCount } from '@/lib/format/amount';
import { toQueryState } from '@/lib/hooks/query-state';
import { livePoll } from './use-recent-blocks';
import { NETWORK_STATS_KEY } from './recent-keys';

const POLL_MS = 15_000;

type StatsWire = Exclude<ApiWire<'network.stats'>, { nodeDown: true }>;

/** The answer with its amounts as bigints again (JSON carried them as decimal text). */
const fromWire = (d: StatsWire) => ({ ...d, supply: BigInt(d.supply), stake: BigInt(d.stake) });

/** The four figures in one request (/api/network/stats), read on the server through the cached node path. */
function useNetworkStats() {
  return toQueryState(
    useQuery<StatsWire, Error, ReturnType<typeof fromWire>, readonly string[]>({
      queryKey: NETWORK_STATS_KEY,
      queryFn: async ({ signal }) => {
        const body = await apiFetch('network.stats', { signal });
        // A node that does not answer is told in the body: a failure here, as a 502 would be.
        if ('nodeDown' in body) throw new ApiError(502, body.error);
        return body;
      },
      select: fromWire,
      ...livePoll(POLL_MS),
    }),
  );
}

/** Primary Network figures from the P-Chain: supply, stake, validator count and staking asset. */
export function NetworkStats() {
  const q = useNetworkStats();
  const d = q.data;
  const item = (label: string, value: React.ReactNode, testId: string) => (
    <StatTile label={label} size="lg" testId={testId}>
      {d ? (
        value
      ) : q.isLoading ? (
        <Skeleton className="h-6 w-32" />
      ) : (
        <span className="text-sm text-slate-500">unavailable</span>
      )}
    </StatTile>
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
            // Prefetched when a pointer rests on it, not on every dashboard view: few open it from here.
            <RowLink
              href={urls.asset(d.assetID)}
              className="text-base text-brand-600 hover:underline dark:text-brand-500"
              title={d.assetID}
            >
              {/* The Primary Network stakes AVAX: its asset is named, the id stays on hover. */}
              AVAX
            </RowLink>
          ),
          'stat-asset',
        )}
      </div>
    </section>
  );
}
