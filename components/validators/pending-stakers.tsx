'use client';
// Validators and delegators whose staking period has not started. Nodes since v1.11.3 no longer
// serve getPendingValidators (stakers start at once since Durango): that is said plainly.
import Link from 'next/link';
import { CsvButton } from '@/components/ui/csv-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { IdText } from '@/components/ui/id-text';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { RpcError } from '@/lib/rpc/errors';
import { formatPercent, formatWeight } from './format';
import { TableHead, TableOrEmpty } from './table-or-empty';
import { usePendingStakers } from './use-stakers';
import { urls } from '@/lib/explorer/urls';

function notServed(e: Error | null): boolean {
  return e instanceof RpcError && /can't find method|not found|unknown method/i.test(e.message);
}

const td = 'px-3 py-2 align-top';

/** When a pending staker starts and ends, relative to now. */
function PeriodCells({ staker }: { staker: { startTime: bigint; endTime: bigint } }) {
  return (
    <>
      <td className={td}>
        <TimeAgo ms={Number(staker.startTime) * 1000} />
      </td>
      <td className={td}>
        <TimeAgo ms={Number(staker.endTime) * 1000} />
      </td>
    </>
  );
}

export function PendingStakers({ subnetID }: { subnetID: string }) {
  const primary = subnetID === PRIMARY_NETWORK_ID;
  const q = usePendingStakers(subnetID);
  if (q.error && !q.data) {
    if (notServed(q.error)) {
      return (
        <p
          data-testid="pending-unsupported"
          className="rounded-xl border border-dashed border-slate-300 p-6 text-sm dark:border-slate-700"
        >
          This node does not serve <code>platform.getPendingValidators</code> (removed in AvalancheGo v1.11.3): since
          Durango a validator or delegator starts as soon as its transaction is accepted, so there are no pending
          stakers to list.
        </p>
      );
    }
    return (
      <ErrorState title="The node did not return its pending stakers" detail={q.error.message} onRetry={q.retry} />
    );
  }
  if (!q.data) return <Skeleton className="h-32 w-full" />;
  const { validators, delegators } = q.data;
  const pending = q.data;
  return (
    <div className="space-y-6">
      {validators.length + delegators.length > 0 && (
        <CsvButton
          download={() => import('./pending-stakers-csv').then((m) => m.downloadPendingStakersCsv(subnetID, pending))}
          testId="pending-csv"
        />
      )}
      <section>
        <h2 className="mb-2 font-semibold">
          Pending validators{' '}
          <span className="text-slate-500" data-testid="pending-validator-count">
            ({validators.length})
          </span>
        </h2>
        <TableOrEmpty empty={validators.length === 0} emptyText="None." width="min-w-[44rem]">
          <TableHead columns={['Node ID', 'Stake / weight', 'Fee', 'Starts', 'Ends', 'BLS']} />
          <tbody>
            {validators.map((v) => (
              <tr key={v.txID} className="border-t border-slate-100 dark:border-slate-800">
                <td className={td}>
                  <IdText id={v.nodeID} href={urls.validator(v.nodeID, subnetID)} />
                </td>
                <td className={`${td} tabular-nums`}>
                  {formatWeight(v.weight, primary || v.stakeAmount !== undefined)}
                </td>
                <td className={td}>{formatPercent(v.delegationFee ?? null)}</td>
                <PeriodCells staker={v} />
                <td className={td}>{v.signer ? '✓' : '—'}</td>
              </tr>
            ))}
          </tbody>
        </TableOrEmpty>
      </section>
      <section>
        <h2 className="mb-2 font-semibold">
          Pending delegators <span className="text-slate-500">({delegators.length})</span>
        </h2>
        <TableOrEmpty empty={delegators.length === 0} emptyText="None." width="min-w-[40rem]">
          <TableHead columns={['Delegation tx', 'Validator', 'Stake', 'Starts', 'Ends']} />
          <tbody>
            {delegators.map((d) => (
              <tr key={d.txID} className="border-t border-slate-100 dark:border-slate-800">
                <td className={td}>
                  <IdText id={d.txID} href={urls.tx('P', d.txID)} />
                </td>
                <td className={td}>
                  <Link
                    className="font-mono text-brand-600 hover:underline dark:text-brand-500"
                    href={urls.validator(d.nodeID)}
                  >
                    {d.nodeID}
                  </Link>
                </td>
                <td className={`${td} tabular-nums`}>{formatWeight(d.stakeAmount ?? d.weight ?? 0n, true)}</td>
                <PeriodCells staker={d} />
              </tr>
            ))}
          </tbody>
        </TableOrEmpty>
      </section>
    </div>
  );
}
