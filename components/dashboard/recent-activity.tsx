'use client';
import Link from 'next/link';
import { RowLink } from '@/components/ui/row-link';
import { deferredSection } from '@/components/ui/lazy-section';
import { IdText } from '@/components/ui/id-text';
import { ItemList } from '@/components/ui/item-list';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import { useRecentC, useRecentHeight, useRecentUtxo } from './use-recent-blocks';
import { LiveStatus } from '@/components/ui/live-status';
import { plural } from '@/lib/format/plural';
import type { BlockSummary } from '@/lib/explorer/block-summary';
import { urls } from '@/lib/explorer/urls';

// The chart library is most of the dashboard's JavaScript: it loads in its own chunk once the page has
// hydrated, so that evaluating it never delays the controls.
const TpsChart = deferredSection(
  () => import('./tps-chart').then((m) => m.TpsChart),
  <Skeleton className="h-56 w-full" />,
);

const RECENT = 8;

/** A chain's latest blocks (all the TPS chart spans) in one request, with its height. */
function useRecentBlocks(chain: 'X' | 'P') {
  const q = useRecentUtxo(chain);
  const height = useRecentHeight(chain);
  return { height, blocks: q.data?.blocks ?? [], loading: q.isLoading };
}

function Panel({
  title,
  href,
  children,
  testId,
}: {
  title: string;
  href?: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="mb-2 flex items-baseline justify-between">
        <h2 className="font-semibold">{title}</h2>
        {href && (
          <Link href={href} className="text-sm text-brand-600 hover:underline dark:text-brand-500">
            All →
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

function BlockRows({ chain, blocks, loading }: { chain: 'X' | 'P'; blocks: BlockSummary[]; loading: boolean }) {
  if (blocks.length === 0 && loading) return <Skeleton className="h-24 w-full" />;
  return (
    <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {blocks.slice(0, RECENT).map((b) => (
        <li key={b.id} className="flex items-center justify-between gap-2 py-1.5" data-testid={`recent-block-${chain}`}>
          <RowLink
            href={urls.block(chain, b.id)}
            className="font-mono text-brand-600 hover:underline dark:text-brand-500"
          >
            #{b.height}
          </RowLink>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {plural(b.txs.length, 'tx')} · {b.timeMs !== null ? <TimeAgo ms={b.timeMs} /> : b.type}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CBlocks() {
  const head = useRecentHeight('C');
  const shown = (useRecentC().data?.blocks ?? []).slice(0, RECENT);
  if (shown.length === 0) {
    return head.error ? (
      <p className="text-sm text-slate-500 dark:text-slate-400">The node&apos;s C-Chain did not answer.</p>
    ) : (
      <Skeleton className="h-24 w-full" />
    );
  }
  return (
    <>
      <LiveStatus q={head} what="C-Chain height" />
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {shown.map((b) => (
          <li key={b.hash} className="flex items-center justify-between gap-2 py-1.5" data-testid="recent-block-C">
            <RowLink
              href={urls.block('C', BigInt(b.number))}
              className="font-mono text-brand-600 hover:underline dark:text-brand-500"
            >
              #{b.number}
            </RowLink>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {plural(b.txs, 'tx')} · <TimeAgo ms={b.timeMs} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Latest blocks of each chain, recent transactions and the TPS chart, all polling the node. */
export function RecentActivity() {
  const x = useRecentBlocks('X');
  const p = useRecentBlocks('P');
  const c = useRecentC().data?.blocks ?? [];
  // C blocks carry tx hashes: each is an EVM tx (atomic txs are not among them).
  const cAsSummaries = c.map((b) => ({
    chain: 'C' as const,
    timeMs: b.timeMs,
    height: b.number,
    txs: (b.txHashes ?? []).map((id) => ({ id, type: 'EVM tx' })),
  }));
  const txs = [...x.blocks.slice(0, RECENT), ...p.blocks.slice(0, RECENT), ...cAsSummaries.slice(0, RECENT)]
    .flatMap((b) => b.txs.map((t) => ({ ...t, chain: b.chain, timeMs: b.timeMs, height: b.height })))
    .sort((a, b) => (b.timeMs ?? 0) - (a.timeMs ?? 0))
    .slice(0, 10);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="Latest X-Chain blocks" href={urls.blocks('X')} testId="latest-X">
          <LiveStatus q={x.height} what="X-Chain height" />
          <BlockRows chain="X" blocks={x.blocks} loading={x.loading} />
        </Panel>
        <Panel title="Latest P-Chain blocks" href={urls.blocks('P')} testId="latest-P">
          <LiveStatus q={p.height} what="P-Chain height" />
          <BlockRows chain="P" blocks={p.blocks} loading={p.loading} />
        </Panel>
        <Panel title="Latest C-Chain blocks" href={urls.blocks('C')} testId="latest-C">
          <CBlocks />
        </Panel>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Recent transactions" testId="recent-txs">
          <ItemList
            items={txs}
            item={(t) => ({ key: t.id, 'data-testid': 'recent-tx' })}
            itemClassName="flex flex-wrap items-center justify-between gap-2 py-1.5"
            empty={
              x.loading ? (
                <Skeleton className="h-24 w-full" />
              ) : (
                <p className="text-sm text-slate-500 dark:text-slate-400">No transactions in the latest blocks.</p>
              )
            }
          >
            {(t) => (
              <>
                <IdText id={t.id} href={urls.tx(t.chain, t.id)} />
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t.chain} · {t.type}
                  {t.timeMs !== null && (
                    <>
                      {' '}
                      · <TimeAgo ms={t.timeMs} />
                    </>
                  )}
                </span>
              </>
            )}
          </ItemList>
        </Panel>
        <Panel title="Transactions per second" testId="tps">
          <TpsChart x={x.blocks} p={p.blocks} c={cAsSummaries} />
        </Panel>
      </div>
    </div>
  );
}
