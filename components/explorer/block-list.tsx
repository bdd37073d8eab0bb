'use client';
import Link from 'next/link';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import { ErrorState } from '@/components/ui/states';
import type { DecodeContext } from '@/lib/decode/model';
import { pageHeights } from '@/lib/explorer/block-summary';
import { urls } from '@/lib/explorer/urls';
import { useLiveQuery } from '@/lib/hooks/use-live-query';
import { fetchHeight, useBlockSummaries } from './chain-queries';
import { LiveStatus } from './live-status';

export const BLOCKS_PER_PAGE = 20;

/**
 * Newest-first blocks of the X or P chain, paged by height. `from` (the top height of the page)
 * lives in the URL so a page survives a reload; without it the list follows the chain live.
 */
export function BlockList({ chain, from, ctx }: { chain: 'X' | 'P'; from: bigint | null; ctx: DecodeContext }) {
  const height = useLiveQuery(['height', chain], () => fetchHeight(chain), 3_000);
  const latest = height.data;
  const top = from !== null ? (latest !== undefined && from > latest ? latest : from) : latest;
  const heights = top !== undefined ? pageHeights(top, BLOCKS_PER_PAGE) : [];
  const blocks = useBlockSummaries(chain, heights, ctx);
  const linkCls = 'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

  if (latest === undefined && height.error) {
    return <ErrorState title="The node did not answer." detail="Blocks cannot be listed right now." onRetry={height.retry} />;
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <form action={urls.blocks(chain)} method="get" className="flex items-center gap-2" role="search" aria-label="Jump to a height">
          <label htmlFor={`jump-${chain}`} className="text-sm text-slate-600 dark:text-slate-400">
            Jump to height
          </label>
          <input
            id={`jump-${chain}`}
            name="from"
            inputMode="numeric"
            pattern="[0-9]*"
            required
            className="w-28 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
          />
          <button type="submit" className={linkCls}>
            Go
          </button>
        </form>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400" data-testid="list-mode">
          {from === null ? 'Live: following new blocks' : `Blocks ${top?.toString() ?? from.toString()} and older`}
        </span>
      </div>
      <LiveStatus q={height} what="height" />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full min-w-[34rem] text-left text-sm" data-testid="block-list">
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th className="px-3 py-2">Height</th>
              <th className="px-3 py-2">Block</th>
              <th className="px-3 py-2">Time</th>
              <th className="px-3 py-2 text-right">Txs</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {top === undefined &&
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i}>
                  <td className="px-3 py-2" colSpan={4}>
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))}
            {heights.map((h, i) => {
              const q = blocks[i];
              const b = q?.data;
              return (
                <tr key={h.toString()} data-testid="block-row">
                  <td className="px-3 py-2 font-mono tabular-nums">
                    <Link href={urls.block(chain, h)} className="text-brand-600 hover:underline dark:text-brand-500">
                      {h.toString()}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {b ? <IdText id={b.id} href={urls.block(chain, b.id)} /> : q?.isError ? <span className="text-red-600">unavailable</span> : <Skeleton className="h-4 w-40" />}
                    {b && chain === 'P' && <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">{b.type.replace(/^Banff|^Apricot/, '')}</span>}
                  </td>
                  <td className="px-3 py-2">{b ? b.timeMs !== null ? <TimeAgo ms={b.timeMs} /> : '—' : null}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b?.txs.length}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {top !== undefined && (
        <nav aria-label="Pages" className="flex flex-wrap gap-2">
          {from !== null && (
            <Link href={urls.blocks(chain)} className={linkCls}>
              Latest
            </Link>
          )}
          {from !== null && latest !== undefined && top + BigInt(BLOCKS_PER_PAGE) <= latest && (
            <Link href={urls.blocks(chain, top + BigInt(BLOCKS_PER_PAGE))} className={linkCls} rel="prev">
              ← Newer
            </Link>
          )}
          {top - BigInt(BLOCKS_PER_PAGE) >= 0n && (
            <Link href={urls.blocks(chain, top - BigInt(BLOCKS_PER_PAGE))} className={linkCls} rel="next">
              Older →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
