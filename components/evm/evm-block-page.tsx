import { shareMetadata } from '@/components/og/share-metadata';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Card, DetailList, DetailRow } from '@/components/ui/card';
import { CsvLink } from '@/components/ui/csv-link';
import { DataTable } from '@/components/ui/data-table';
import { apiUrl } from '@/lib/api/fetch';
import { EntityHeader } from '@/components/ui/entity-header';
import { IdText } from '@/components/ui/id-text';
import { ImmutablePageMark } from '@/components/ui/immutable-page-mark';
import { TimeAgo } from '@/components/ui/time-ago';
import { AtomicTxList } from '@/components/tx/atomic-tx-list';
import { blockAtomicTxs } from '@/lib/explorer/atomic';
import { BLOCK_RECEIPTS_MAX, loadEvmBlock, loadEvmBlockWithTxs } from '@/lib/explorer/evm';
import { evmChainLabel, evmClient, type EvmChain } from '@/lib/explorer/evm-chains';
import { networkInfo } from '@/lib/explorer/network';
import { urls } from '@/lib/explorer/urls';
import { formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { coinAmount, gasPrice } from './evm-amount';
import { MethodCell } from './evm-method';

const linkCls = 'text-brand-600 hover:underline dark:text-brand-500';

type Loaded = NonNullable<Awaited<ReturnType<typeof loadEvmBlockWithTxs>>>;
type BlockTx = Loaded['block']['transactions'][number];

/** An EVM block: its header, every tx with from, to, method, value and fee, and (C) its atomic txs. */
export async function EvmBlockPage({ chain, blockRef }: { chain: EvmChain; blockRef: string }) {
  const loaded = await loadEvmBlockWithTxs(evmClient(chain), blockRef);
  if (!loaded || loaded.block.number === null || !loaded.block.hash) notFound();
  const { block: b, fees } = loaded;
  // Chain aliases name the partner chains of atomic txs; without them the txs still list.
  const net = chain.isC ? await networkInfo().catch(() => null) : null;
  const atomic = chain.isC ? blockAtomicTxs(b, net?.ctx ?? { hrp: 'custom', chainAliases: {} }) : null;
  const ms = Number(b.timestamp) * 1000;
  const n = b.number;
  const label = evmChainLabel(chain);
  return (
    <div className="space-y-6">
      {/* An accepted block; on C kept only when it could be shown in full (chain names included). */}
      {(!chain.isC || net) && <ImmutablePageMark />}
      <EntityHeader kind={`${label} block ${formatCount(n)}`} id={b.hash} />
      <Card title="Block">
        <DetailList>
          <DetailRow label="Number" testId="block-height">
            <span className="font-mono">{n.toString()}</span>
          </DetailRow>
          <DetailRow label="Time">
            <TimeAgo ms={ms} /> <span className="text-slate-500 dark:text-slate-400">({absoluteTime(ms)})</span>
          </DetailRow>
          <DetailRow label="Parent">
            <IdText id={b.parentHash} href={n > 0n ? urls.evm.block(chain.key, b.parentHash) : undefined} />
          </DetailRow>
          <DetailRow label="Fee recipient">
            <IdText id={b.miner} href={urls.evm.address(chain.key, b.miner)} />
          </DetailRow>
          <DetailRow label="Gas used" testId="block-gas">
            {formatCount(b.gasUsed)} of {formatCount(b.gasLimit)}
            {b.gasLimit > 0n && ` (${((Number(b.gasUsed) / Number(b.gasLimit)) * 100).toFixed(1)}%)`}
          </DetailRow>
          {b.baseFeePerGas != null && (
            <DetailRow label="Base fee" testId="block-base-fee">
              {gasPrice(chain, b.baseFeePerGas)} per gas
            </DetailRow>
          )}
          <DetailRow label="Size">{formatCount(b.size)} bytes</DetailRow>
        </DetailList>
        <nav aria-label="Neighbouring blocks" className="mt-3 flex flex-wrap gap-3 text-sm">
          {n > 0n && (
            <Link href={urls.evm.block(chain.key, n - 1n)} className={linkCls}>
              ← Block {(n - 1n).toString()}
            </Link>
          )}
          <Link href={urls.evm.block(chain.key, n + 1n)} className={linkCls}>
            Block {(n + 1n).toString()} →
          </Link>
          <Link href={urls.evm.chain(chain.key)} className={linkCls}>
            {label} →
          </Link>
        </nav>
      </Card>
      <Card
        title={`Transactions (${b.transactions.length})`}
        actions={
          b.transactions.length > 0 && (
            <CsvLink
              href={apiUrl('evm.blockTxsCsv', {
                params: { chain: chain.key, ref: n.toString() },
                query: { format: 'csv' },
              })}
              testId="block-txs-csv"
            />
          )
        }
      >
        <DataTable<BlockTx>
          rows={b.transactions}
          testId="block-txs"
          minWidth="min-w-[44rem]"
          row={(t) => ({ key: t.hash, 'data-testid': 'block-tx', 'data-tx': t.hash })}
          empty={<p className="text-sm text-slate-500 dark:text-slate-400">No transactions.</p>}
          columns={[
            { head: 'Tx', cell: (t) => <IdText id={t.hash} href={urls.evm.tx(chain.key, t.hash)} /> },
            { head: 'From', cell: (t) => <IdText id={t.from} href={urls.evm.address(chain.key, t.from)} /> },
            {
              head: 'To',
              cell: (t) =>
                t.to ? <IdText id={t.to} href={urls.evm.address(chain.key, t.to)} /> : <span>contract creation</span>,
            },
            { head: 'Method', testId: 'block-tx-method', cell: (t) => <MethodCell input={t.input} to={t.to} /> },
            {
              head: 'Value',
              right: true,
              className: 'font-mono tabular-nums whitespace-nowrap',
              cell: (t) => coinAmount(chain, t.value),
            },
            {
              head: 'Fee',
              right: true,
              className: 'font-mono tabular-nums whitespace-nowrap',
              cell: (t) => {
                const fee = fees.get(t.hash);
                return fee === undefined ? '—' : coinAmount(chain, fee);
              },
            },
          ]}
        />
        {b.transactions.length > BLOCK_RECEIPTS_MAX && (
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            Fees are shown for the first {BLOCK_RECEIPTS_MAX} transactions; each tx&apos;s page shows its own.
          </p>
        )}
      </Card>
      {atomic && <AtomicTxList atomic={atomic} />}
    </div>
  );
}

export async function evmBlockMetadata(chain: EvmChain, ref: string): Promise<Metadata> {
  const b = await loadEvmBlock(evmClient(chain), ref);
  const label = evmChainLabel(chain);
  if (!b || b.number === null) return { title: `${label} block not found` };
  const title = `${label} block ${b.number}`;
  const description = `Block ${b.hash} with ${b.transactions.length} transactions at ${absoluteTime(Number(b.timestamp) * 1000)}.`;
  return shareMetadata(title, description);
}
