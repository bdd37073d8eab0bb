'use client';
// A node's staking history from Snowline's history: its validations, delegations to it, rewards and
// L1 validator txs, newest first, cursor in the URL (?staking_before).
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { formatAmount } from '@/lib/format/amount';
import { FollowOff } from './follow-off';
import { useNodeStaking } from './history-api';
import { IndexedNote } from './indexed-note';

export function StakingHistory({ nodeID }: { nodeID: string }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const before = params.get('staking_before') ?? undefined;
  const q = useNodeStaking(nodeID, before);
  const data = q.data;
  if (q.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!data && q.error)
    return (
      <ErrorState title="Staking history did not load." detail={q.error.message} onRetry={() => void q.refetch()} />
    );
  if (!data) return null;
  if (!data.following) return <FollowOff />;
  const withParam = (v: string | undefined) => {
    const p = new URLSearchParams(params.toString());
    if (v) p.set('staking_before', v);
    else p.delete('staking_before');
    return p.size ? `${pathname}?${p}` : pathname;
  };
  return (
    <div className="space-y-3">
      <IndexedNote chains={data.chains} only={['P']} />
      {data.rows.length === 0 ? (
        <EmptyState
          title={before ? 'No older staking transactions.' : 'No staking transactions indexed for this node.'}
        >
          Validators of the genesis have no staking transaction in any block.
        </EmptyState>
      ) : (
        <table className="w-full text-left text-sm" data-testid="staking-history">
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800">
            <tr>
              <th className="px-2 py-2">Transaction</th>
              <th className="px-2 py-2">Role</th>
              <th className="px-2 py-2">Type</th>
              <th className="px-2 py-2 text-right">Amount</th>
              <th className="px-2 py-2">Time</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.rows.map((r) => (
              <tr key={`${r.txID}:${r.role}`} data-testid="staking-row" data-tx={r.txID}>
                <td className="px-2 py-1">
                  <IdText id={r.txID} href={urls.tx('P', r.txID)} />
                </td>
                <td className="px-2 py-1">{r.role}</td>
                <td className="px-2 py-1">{r.type}</td>
                <td className="px-2 py-1 text-right font-mono tabular-nums">
                  {r.amount === '0' ? '—' : formatAmount(BigInt(r.amount), 9, { symbol: 'AVAX' })}
                </td>
                <td className="px-2 py-1">
                  <TimeAgo ms={r.timeMs} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex gap-2 text-sm">
        {before && (
          <Link href={withParam(undefined)} className="hover:underline">
            ← Newest
          </Link>
        )}
        {data.next && (
          <Link href={withParam(data.next)} className="ml-auto hover:underline">
            Older →
          </Link>
        )}
      </div>
    </div>
  );
}
