import type { Metadata } from 'next';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Card, DetailList, DetailRow } from '@/components/ui/card';
import { AtomicTxList } from '@/components/tx/atomic-tx-list';
import { EntityHeader } from '@/components/ui/entity-header';
import { IdText } from '@/components/ui/id-text';
import { ImmutablePageMark } from '@/components/ui/immutable-page-mark';
import { TimeAgo } from '@/components/ui/time-ago';
import { blockAtomicTxs } from '@/lib/explorer/atomic';
import { loadEvmBlock, WEI_DENOMINATION } from '@/lib/explorer/evm';
import { networkInfo } from '@/lib/explorer/network';
import { urls } from '@/lib/explorer/urls';
import { formatAmount, formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { serverNodeClient } from '@/lib/node/server-client';

type Props = { params: Promise<{ ref: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ref } = await params;
  return metadataOrNodeDown(async () => {
    const b = await loadEvmBlock(serverNodeClient().evm(), ref);
    if (!b) return { title: 'C-Chain block not found' };
    const title = `C-Chain block ${b.number}`;
    const description = `Block ${b.hash} with ${b.transactions.length} transactions at ${absoluteTime(Number(b.timestamp) * 1000)}.`;
    return { title, description, openGraph: { title, description } };
  });
}

export default async function CBlockPage({ params }: Props) {
  const { ref } = await params;
  return orNodeDown(() => CBlockBody({ blockRef: ref }));
}

async function CBlockBody({ blockRef }: { blockRef: string }) {
  const b = await loadEvmBlock(serverNodeClient().evm(), blockRef);
  if (!b || b.number === null || !b.hash) notFound();
  // Chain aliases name the partner chains of atomic txs; without them the txs still list.
  const net = await networkInfo().catch(() => null);
  const ctx = net?.ctx ?? { hrp: 'custom', chainAliases: {} };
  const atomic = blockAtomicTxs(b, ctx);
  const ms = Number(b.timestamp) * 1000;
  const n = b.number;
  return (
    <div className="space-y-6">
      {/* An accepted block; kept only when it could be shown in full (chain names included). */}
      {net && <ImmutablePageMark />}
      <EntityHeader kind={`C-Chain block ${formatCount(n)}`} id={b.hash} />
      <Card title="Block">
        <DetailList>
          <DetailRow label="Number" testId="block-height">
            <span className="font-mono">{n.toString()}</span>
          </DetailRow>
          <DetailRow label="Time">
            <TimeAgo ms={ms} /> <span className="text-slate-500 dark:text-slate-400">({absoluteTime(ms)})</span>
          </DetailRow>
          <DetailRow label="Parent">
            {n > 0n ? <IdText id={b.parentHash} href={urls.block('C', b.parentHash)} /> : <IdText id={b.parentHash} />}
          </DetailRow>
          <DetailRow label="Fee recipient">
            <IdText id={b.miner} href={urls.address(b.miner)} />
          </DetailRow>
          <DetailRow label="Gas used">
            {formatCount(b.gasUsed)} of {formatCount(b.gasLimit)}
          </DetailRow>
          {b.baseFeePerGas !== null && b.baseFeePerGas !== undefined && (
            <DetailRow label="Base fee">{formatAmount(b.baseFeePerGas, 9, { symbol: 'nAVAX' })} per gas</DetailRow>
          )}
          <DetailRow label="Size">{formatCount(b.size)} bytes</DetailRow>
        </DetailList>
        <nav aria-label="Neighbouring blocks" className="mt-3 flex gap-3 text-sm">
          {n > 0n && (
            <Link href={urls.block('C', n - 1n)} className="text-brand-600 hover:underline dark:text-brand-500">
              ← Block {(n - 1n).toString()}
            </Link>
          )}
          <Link href={urls.block('C', n + 1n)} className="text-brand-600 hover:underline dark:text-brand-500">
            Block {(n + 1n).toString()} →
          </Link>
        </nav>
      </Card>
      <Card title={`Transactions (${b.transactions.length})`}>
        {b.transactions.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No transactions.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="block-txs">
            {b.transactions.map((h) => {
              const hash = typeof h === 'string' ? h : h.hash;
              return (
                <li key={hash} className="py-1.5">
                  <IdText id={hash} href={urls.tx('C', hash)} />
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {atomic && <AtomicTxList atomic={atomic} />}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Amounts on the C-Chain have {WEI_DENOMINATION} decimals (wei).
      </p>
    </div>
  );
}
