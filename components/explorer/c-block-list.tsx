'use client';
import { useQueries } from '@tanstack/react-query';
import Link from 'next/link';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import { ErrorState } from '@/components/ui/states';
import { browserNodeClient } from '@/lib/browser/node-client';
import { pageHeights } from '@/lib/explorer/block-summary';
import { urls } from '@/lib/explorer/urls';
import { useLiveQuery } from '@/lib/hooks/use-live-query';
import { BLOCKS_PER_PAGE } from './block-list';
import { LiveStatus } from './live-status';

/** C-Chain blocks newest first through viem; `from` in the URL picks the page. */
export function CBlockList({ from }: { from: bigint | null }) {
  const head = useLiveQuery(['c-height'], () => browserNodeClient().evm().getBlockNumber({ cacheTime: 0 }), 3_000);
  const latest = head.data;
  const top = from !== null ? (latest !== undefined && from > latest ? latest : from) : latest;
  const heights = top !== undefined ? pageHeights(top, BLOCKS_PER_PAGE) : [];
  const blocks = useQueries({
    queries: heights.map((h) => ({
      queryKey: ['c-block', h.toString()],
      queryFn: async () => {
        const b = await browserNodeClient().evm().getBlock({ blockNumber: h });
        return { hash: b.hash!, timeMs: Number(b.timestamp) * 1000, txs: b.transactions.length, gasUsed: b.gasUsed.toString() };
      },
      staleTime: Infinity,
      retry: 1,
    })),
  });
  const linkCls = 'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  if (latest === undefined && head.error) {
    return <ErrorState title="The node's C-Chain did not answer." detail="It may not run a C-Chain, or it is down." onRetry={head.retry} />;
  }
  return (
    <div className="space-y-3">
      <form action={urls.blocks('C')} method="get" className="flex items-center gap-2" aria-label="Jump to a height">
        <label htmlFor="jump-C" className="text-sm text-slate-600 dark:text-slate-400">
          Jump to height
        </label>
        <input id="jump-C" name="from" inputMode="numeric" pattern="[0-9]*" required className="w-28 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950" />
        <button type="submit" className={linkCls}>
          Go
        </button>
      </form>
      <LiveStatus q={head} what="C-Chain height" />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full min-w-[34rem] text-left text-sm" data-testid="block-list">
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th className="px-3 py-2">Number</th>
              <th className="px-3 py-2">Hash</th>
              <th className="px-3 py-2">Time</th>
              <th className="px-3 py-2 text-right">Txs</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {top === undefined && (
              <tr>
                <td colSpan={4} className="px-3 py-2">
                  <Skeleton className="h-5 w-full" />
                </td>
              </tr>
            )}
            {heights.map((h, i) => {
              const b = blocks[i]?.data;
              return (
                <tr key={h.toString()} data-testid="block-row">
                  <td className="px-3 py-2 font-mono">
                    <Link href={urls.block('C', h)} className="text-brand-600 hover:underline dark:text-brand-500">
                      {h.toString()}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{b ? <IdText id={b.hash} href={urls.block('C', b.hash)} /> : <Skeleton className="h-4 w-40" />}</td>
                  <td className="px-3 py-2">{b && <TimeAgo ms={b.timeMs} />}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b?.txs}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {top !== undefined && (
        <nav aria-label="Pages" className="flex flex-wrap gap-2">
          {from !== null && (
            <Link href={urls.blocks('C')} className={linkCls}>
              Latest
            </Link>
          )}
          {from !== null && latest !== undefined && top + BigInt(BLOCKS_PER_PAGE) <= latest && (
            <Link href={urls.blocks('C', top + BigInt(BLOCKS_PER_PAGE))} className={linkCls}>
              ← Newer
            </Link>
          )}
          {top - BigInt(BLOCKS_PER_PAGE) >= 0n && (
            <Link href={urls.blocks('C', top - BigInt(BLOCKS_PER_PAGE))} className={linkCls}>
              Older →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
