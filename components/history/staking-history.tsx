'use client';
// A node's staking history from Snowline's history: its validations, delegations to it, rewards and
// L1 validator txs, newest first, cursor in the URL (?staking_before).
import { DataTable, type Column } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { EmptyState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { formatAmount } from '@/lib/format/amount';
import { CsvLink } from '@/components/ui/csv-link';
import { stakingCsvUrl, useNodeStaking, type StakingReply } from './use-history';
import { HistoryGate } from './history-gate';
import { IndexedNote } from './indexed-note';
import { useCursor } from './cursor';

type StakingRow = StakingReply['rows'][number];

const COLUMNS: Column<StakingRow>[] = [
  { head: 'Transaction', cell: (r) => <IdText id={r.txID} href={urls.tx('P', r.txID)} /> },
  { head: 'Role', cell: (r) => r.role },
  { head: 'Type', cell: (r) => r.type },
  {
    head: 'Amount',
    right: true,
    className: 'font-mono tabular-nums',
    cell: (r) => (r.amount === '0' ? '—' : formatAmount(BigInt(r.amount), 9, { symbol: 'AVAX' })),
  },
  { head: 'Time', cell: (r) => <TimeAgo ms={r.timeMs} /> },
];

export function StakingHistory({ nodeID }: { nodeID: string }) {
  const cursor = useCursor('staking_before');
  return (
    <HistoryGate query={useNodeStaking(nodeID, cursor.before)} errorTitle="Staking history did not load.">
      {(data) => (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <IndexedNote chains={data.chains} only={['P']} />
            <CsvLink href={stakingCsvUrl(nodeID)} testId="staking-csv" className="ml-auto py-0.5 text-xs" />
          </div>
          <DataTable
            rows={data.rows}
            columns={COLUMNS}
            row={(r) => ({ key: `${r.txID}:${r.role}`, 'data-testid': 'staking-row', 'data-tx': r.txID })}
            testId="staking-history"
            empty={
              <EmptyState
                title={
                  cursor.before ? 'No older staking transactions.' : 'No staking transactions indexed for this node.'
                }
              >
                Validators of the genesis have no staking transaction in any block.
              </EmptyState>
            }
          />
          {cursor.links(data.next)}
        </div>
      )}
    </HistoryGate>
  );
}
