'use client';
// An EVM chain's latest blocks and txs, its gas, base fee and TPS: one polled request
// (/api/evm/<chain>/recent), on the same beat as the dashboard's.
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { LiveStatus } from '@/components/ui/live-status';
import { RowLink } from '@/components/ui/row-link';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile } from '@/components/ui/stat-tile';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { BlocksCsv } from '@/components/block/block-list-frame';
import { LIVE_POLL } from '@/components/dashboard/use-recent-blocks';
import { apiFetch } from '@/lib/api/fetch';
import { apiQueryKey } from '@/lib/hooks/use-api-query';
import {
  EVM_RECENT_COUNT,
  evmTps,
  type EvmRecent,
  type EvmRecentBlock,
  type EvmRecentTx,
} from '@/lib/explorer/evm-recent-shape';
import { urls } from '@/lib/explorer/urls';
import { formatAmount, formatCount } from '@/lib/format/amount';
import { toQueryState } from '@/lib/hooks/query-state';

const COUNT = EVM_RECENT_COUNT;

interface ChainProps {
  chainKey: string;
  coin: string;
  isC: boolean;
}

const pct = (used: bigint, limit: bigint) =>
  limit > 0n ? `${((Number(used) / Number(limit)) * 100).toFixed(1)}%` : '—';

export function EvmChainLive({ chainKey, coin, isC }: ChainProps) {
  const q = toQueryState(
    useQuery<EvmRecent>({
      queryKey: apiQueryKey('evm.recent', { params: { chain: chainKey }, query: { count: COUNT } }),
      queryFn: async ({ signal }) => {
        const body = await apiFetch('evm.recent', { params: { chain: chainKey }, query: { count: COUNT }, signal });
        // A node down is told in the body: the view keeps its last answer with a stale mark.
        if ('nodeDown' in body) throw new Error(body.error);
        return body;
      },
      ...LIVE_POLL,
    }),
  );
  const data = q.data;
  if (!data) {
    return q.error ? (
      <ErrorState title="The chain's latest blocks did not load." detail={q.error.message} onRetry={q.retry} />
    ) : (
      <Skeleton className="h-64 w-full" />
    );
  }
  const top = data.blocks[0];
  const tps = evmTps(data.blocks);
  const gwei = (wei: string) => formatAmount(BigInt(wei), 9, { symbol: isC ? 'nAVAX' : 'gwei' });
  const blockColumns: Column<EvmRecentBlock>[] = [
    {
      head: 'Block',
      cell: (b) => (
        <RowLink
          href={urls.evm.block(chainKey, b.number)}
          className="font-mono text-brand-600 hover:underline dark:text-brand-500"
        >
          {b.number}
        </RowLink>
      ),
    },
    { head: 'Time', cell: (b) => <TimeAgo ms={b.timeMs} /> },
    { head: 'Txs', right: true, className: 'tabular-nums', cell: (b) => b.txs },
    {
      head: 'Gas used',
      right: true,
      className: 'tabular-nums whitespace-nowrap',
      cell: (b) => `${formatCount(BigInt(b.gasUsed))} (${pct(BigInt(b.gasUsed), BigInt(b.gasLimit))})`,
    },
    { head: 'Base fee', right: true, className: 'whitespace-nowrap', cell: (b) => (b.baseFee ? gwei(b.baseFee) : '—') },
  ];
  const txColumns: Column<EvmRecentTx>[] = [
    { head: 'Tx', cell: (t) => <IdText id={t.hash} href={urls.evm.tx(chainKey, t.hash)} /> },
    { head: 'Time', cell: (t) => <TimeAgo ms={t.timeMs} /> },
    { head: 'From', cell: (t) => <IdText id={t.from} href={urls.evm.address(chainKey, t.from)} /> },
    {
      head: 'To',
      cell: (t) => (t.to ? <IdText id={t.to} href={urls.evm.address(chainKey, t.to)} /> : 'contract creation'),
    },
    { head: 'Call', className: 'font-mono text-xs', cell: (t) => t.selector ?? 'transfer' },
    {
      head: 'Value',
      right: true,
      className: 'font-mono tabular-nums whitespace-nowrap',
      cell: (t) => formatAmount(BigInt(t.value), 18, { symbol: coin }),
    },
  ];
  return (
    <div className="space-y-4">
      <LiveStatus q={q} what="latest blocks" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Height" testId="evm-height">
          {formatCount(BigInt(data.height))}
        </StatTile>
        <StatTile label="Gas used" hint="latest block" testId="evm-gas">
          {top ? `${formatCount(BigInt(top.gasUsed))} of ${formatCount(BigInt(top.gasLimit))}` : '—'}
        </StatTile>
        <StatTile label="Base fee" testId="evm-base-fee">
          {top?.baseFee ? gwei(top.baseFee) : '—'}
        </StatTile>
        <StatTile label="Tx per second" hint={`last ${data.blocks.length} blocks`} testId="evm-tps">
          {tps === null ? '—' : tps.toFixed(2)}
        </StatTile>
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <section aria-label="Latest blocks" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">Latest blocks</h2>
            {/* Every block from the head down, not only these ten. */}
            <span className="flex items-center gap-2">
              <RowLink
                href={urls.evm.blocks(chainKey)}
                className="text-sm text-brand-600 hover:underline dark:text-brand-500"
              >
                All blocks →
              </RowLink>
              <BlocksCsv chain={chainKey} from={null} />
            </span>
          </div>
          <DataTable
            rows={data.blocks}
            columns={blockColumns}
            row={(b) => ({ key: b.hash, 'data-testid': 'evm-block-row' })}
            testId="evm-latest-blocks"
            empty={<EmptyState title="No blocks yet." />}
          />
        </section>
        <section aria-label="Latest transactions" className="space-y-2">
          <h2 className="font-semibold">Latest transactions</h2>
          <DataTable
            rows={data.txs}
            columns={txColumns}
            row={(t) => ({ key: t.hash, 'data-testid': 'evm-tx-row', 'data-tx': t.hash })}
            testId="evm-latest-txs"
            minWidth="min-w-[40rem]"
            empty={<EmptyState title={`No transactions in the latest ${data.blocks.length} blocks.`} />}
          />
        </section>
      </div>
    </div>
  );
}
