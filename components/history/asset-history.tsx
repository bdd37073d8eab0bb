'use client';
// An asset's holders, largest first (balances in its denomination, summing to what the history holds
// of it), paged by ?holders_after (the last holder shown), and its transactions newest first, cursor in the URL (?txs_before).
import { Amount } from '@/components/ui/amount';
import { DataTable, type Column } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { EmptyState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { isPrimaryChain } from './chain-label';
import { assetCsvUrl, useAssetHistory, type AssetReply } from './use-history';
import { HistoryGate } from './history-gate';
import { HistorySection } from './history-section';
import { IndexedNote } from './indexed-note';
import { useCursor } from './cursor';

/** A holder key as a link: an address of the chain it holds on, or an owner set (`2/3:a,b,c`) as text. */
function Holder({ holder, chain }: { holder: string; chain: 'X' | 'P' | 'C' }) {
  if (holder.startsWith('0x')) return <IdText id={holder} href={urls.address(holder)} />;
  if (holder.includes(':')) return <span className="font-mono text-xs">{holder}</span>;
  const addr = `${chain}-${holder}`;
  return <IdText id={addr} href={urls.address(addr)} />;
}

type Holding = AssetReply['holders'][number];
type AssetTx = AssetReply['txs'][number];

const TX_COLUMNS: Column<AssetTx>[] = [
  { cell: (t) => <IdText id={t.txID} href={isPrimaryChain(t.chain) ? urls.tx(t.chain, t.txID) : undefined} /> },
  { cell: (t) => t.chain },
  { cell: (t) => t.type },
  { cell: (t) => <TimeAgo ms={t.timeMs} /> },
];

export function AssetHistory({ asset }: { asset: string }) {
  const cursor = useCursor('txs_before');
  const holders = useCursor('holders_after');
  return (
    <HistoryGate
      query={useAssetHistory(asset, cursor.before, holders.before)}
      errorTitle="The asset's history did not load."
    >
      {(data) => <AssetHistoryOf asset={asset} data={data} cursor={cursor} holders={holders} />}
    </HistoryGate>
  );
}

function AssetHistoryOf({
  asset,
  data,
  cursor,
  holders,
}: {
  asset: string;
  data: AssetReply;
  cursor: ReturnType<typeof useCursor>;
  /** The holders' page (?holders_after=, the last holder of the page before), in the URL so it survives a reload. */
  holders: ReturnType<typeof useCursor>;
}) {
  const meta = data.assets[asset];
  const holderColumns: Column<Holding>[] = [
    { cell: (h) => <Holder holder={h.holder} chain={isPrimaryChain(h.chain) ? h.chain : 'C'} /> },
    { cell: (h) => h.chain },
    { right: true, cell: (h) => <Amount value={BigInt(h.amount)} meta={meta} assetID={asset} /> },
  ];
  return (
    <div className="space-y-4">
      <IndexedNote chains={data.chains} />
      <HistorySection
        csv={{ href: assetCsvUrl(asset, 'holders'), testId: 'asset-holders-csv' }}
        title={
          <>
            {holders.before ? `More holders (of ${data.holderCount})` : `Top holders (${data.holderCount})`}, holding{' '}
            <span data-testid="asset-holders-total" data-amount={data.total}>
              <Amount value={BigInt(data.total)} meta={meta} assetID={asset} />
            </span>{' '}
            in all
          </>
        }
      >
        <DataTable
          rows={data.holders}
          columns={holderColumns}
          row={(h) => ({
            key: `${h.chain}:${h.holder}`,
            'data-testid': 'holder-row',
            'data-holder': h.holder,
            'data-amount': h.amount,
          })}
          testId="asset-holders"
          empty={<p className="text-sm text-slate-500 dark:text-slate-400">No holders indexed.</p>}
        />
        {holders.links(data.holdersNext, {
          testIdPrefix: 'holders',
          className: 'mt-2',
          labels: ['← Top', 'Next →'],
        })}
      </HistorySection>
      <HistorySection title="Transactions" csv={{ href: assetCsvUrl(asset, 'txs'), testId: 'asset-txs-csv' }}>
        <DataTable
          rows={data.txs}
          columns={TX_COLUMNS}
          row={(t) => ({ key: `${t.chain}:${t.txID}`, 'data-testid': 'asset-tx-row' })}
          testId="asset-txs"
          empty={
            <EmptyState title={cursor.before ? 'No older transactions.' : 'No transactions indexed for this asset.'} />
          }
        />
        {cursor.links(data.next, { className: 'mt-2' })}
      </HistorySection>
    </div>
  );
}
