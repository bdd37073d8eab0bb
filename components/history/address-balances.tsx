'use client';
// An X or P address's balances as the history holds them (its own and its owner sets'), a page at a
// time: ?balances_after= (the last balance shown) keeps the page in the URL, so it survives a reload.
import type { ReactNode } from 'react';
import { Amount } from '@/components/ui/amount';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { AddressReply } from './use-history';
import { HistorySection } from './history-section';

type Balance = AddressReply['balances'][number];

export function AddressBalances({
  data,
  paged,
  pages,
}: {
  data: AddressReply;
  /** Whether this is a page after the first. */
  paged: boolean;
  /** The first/next links under the list. */
  pages: ReactNode;
}) {
  const columns: Column<Balance>[] = [
    {
      head: 'Holder',
      // An owner set (`2/3:a,b,c`) holds for several addresses, this one among them.
      cell: (b) => (
        <span className="font-mono text-xs break-all">{b.holder.includes(':') ? b.holder : 'this address'}</span>
      ),
    },
    { head: 'Chain', cell: (b) => b.chain },
    {
      head: 'Amount',
      right: true,
      cell: (b) => <Amount value={BigInt(b.amount)} meta={data.assets[b.asset]} assetID={b.asset} />,
    },
  ];
  return (
    <HistorySection title={paged ? 'More indexed balances' : 'Indexed balances'}>
      <DataTable
        rows={data.balances}
        columns={columns}
        row={(b) => ({
          key: `${b.holder}:${b.chain}:${b.asset}`,
          'data-testid': 'history-balance-row',
          'data-asset': b.asset,
          'data-amount': b.amount,
        })}
        testId="history-balances"
        empty={<p className="text-sm text-slate-500 dark:text-slate-400">No balances indexed.</p>}
      />
      {pages}
    </HistorySection>
  );
}
