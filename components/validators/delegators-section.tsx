'use client';
// A validator's delegators (a page at a time, with their CSV) and its staking txs: below the fold, so
// validator-detail loads this once the validator itself is shown.
import { CsvButton } from '@/components/ui/csv-button';
import { IdText } from '@/components/ui/id-text';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { formatAvax } from '@/lib/format/amount';
import type { CurrentValidator } from '@/lib/schemas/platform';
import { DelegatorPager, useDelegatorPage } from './delegator-pages';
import { TableHead, TableOrEmpty } from './table-or-empty';

export interface DelegatorsProps {
  nodeID: string;
  delegators: NonNullable<CurrentValidator['delegators']>;
  /** Whether the validator stakes AVAX (only then can it have delegators). */
  staked: boolean;
  validatorTxID: string | undefined;
}

export function DelegatorsSection({ nodeID, delegators, staked, validatorTxID }: DelegatorsProps) {
  const shown = useDelegatorPage(delegators);
  return (
    <>
      {staked && (
        <section className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">
              Delegators{' '}
              <span className="text-slate-500" data-testid="delegator-count">
                ({delegators.length})
              </span>
            </h2>
            {delegators.length > 0 && (
              <CsvButton
                download={() => import('./delegators-csv').then((m) => m.downloadDelegatorsCsv(nodeID, delegators))}
                testId="delegators-csv"
                className="ml-auto"
              />
            )}
          </div>
          <TableOrEmpty
            empty={delegators.length === 0}
            emptyText="No current delegators."
            width="min-w-[48rem]"
            testId="delegators"
          >
            <TableHead columns={['Delegation tx', 'Stake', 'Potential reward', 'Reward owner', 'Start', 'End']} />
            <tbody className="bg-white dark:bg-slate-900">
              {shown.rows.map((d) => (
                <tr key={d.txID} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="px-3 py-2">
                    <IdText id={d.txID} href={urls.tx('P', d.txID)} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatAvax(d.stakeAmount ?? d.weight ?? 0n)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {d.potentialReward !== undefined ? formatAvax(d.potentialReward) : '—'}
                  </td>
                  <td className="px-3 py-2">
                    {d.rewardOwner?.addresses.map((a) => <IdText key={a} id={a} href={urls.address(a)} />) ?? '—'}
                  </td>
                  <td className="px-3 py-2">
                    <TimeAgo ms={Number(d.startTime) * 1000} />
                  </td>
                  <td className="px-3 py-2">
                    <TimeAgo ms={Number(d.endTime) * 1000} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableOrEmpty>
          <DelegatorPager page={shown.page} pages={shown.pages} go={shown.go} />
        </section>
      )}

      {(validatorTxID || delegators.length > 0) && (
        <section className="space-y-2">
          <h2 className="font-semibold">Transactions</h2>
          <ul className="space-y-1 text-sm" data-testid="validator-txs">
            {validatorTxID && (
              <li>
                <span className="mr-2 text-slate-500">Add validator</span>
                <IdText id={validatorTxID} href={urls.tx('P', validatorTxID)} />
              </li>
            )}
            {shown.pages > 1 && (
              <li className="text-xs text-slate-500">The delegations of page {shown.page} of the delegators above:</li>
            )}
            {shown.rows.map((d) => (
              <li key={d.txID}>
                <span className="mr-2 text-slate-500">Add delegator</span>
                <IdText id={d.txID} href={urls.tx('P', d.txID)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
