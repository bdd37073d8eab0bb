'use client';
// The X or P block table, newest first, paged by height: what the live list and a later page share.
// Each mode fetches its own way (live-block-list.tsx, past-block-list.tsx) and ships only its own code.
import { RowLink } from '@/components/ui/row-link';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import { ErrorState } from '@/components/ui/states';
import type { BlockSummary } from '@/lib/explorer/block-summary';
import { pageHeights } from '@/lib/explorer/block-summary';
import type { QueryState } from '@/lib/hooks/query-state';
import { urls } from '@/lib/explorer/urls';
import { BLOCKS_PER_PAGE, BlockPager, BlockTable, BlocksCsv, JumpToHeight, pageTop } from './block-list-frame';
import { LiveStatus } from '../ui/live-status';

/** A row's block: its summary once known, or whether asking for it failed. */
export interface RowBlock {
  block?: BlockSummary;
  failed?: boolean;
}

/** The heights a page shows: the `BLOCKS_PER_PAGE` from `from` (or the tip, live) down. */
export function listHeights(from: bigint | null, latest: bigint | undefined): bigint[] {
  const top = pageTop(from, latest);
  return top !== undefined ? pageHeights(top, BLOCKS_PER_PAGE) : [];
}

export function BlockListView({
  chain,
  from,
  latest,
  rowOf,
  status,
  what,
}: {
  chain: 'X' | 'P';
  /** The page's top height (`?from=`), or null when the list follows the tip. */
  from: bigint | null;
  latest: bigint | undefined;
  rowOf: (height: bigint) => RowBlock;
  /** The answer the list follows (its height), for the stale and error marks. */
  status: QueryState<unknown>;
  what: string;
}) {
  const top = pageTop(from, latest);
  if (latest === undefined && status.error) {
    return (
      <ErrorState title="The node did not answer." detail="Blocks cannot be listed right now." onRetry={status.retry} />
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <JumpToHeight href={(f) => urls.blocks(chain, f)} />
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400" data-testid="list-mode">
          {from === null ? 'Live: following new blocks' : `Blocks ${top?.toString() ?? from.toString()} and older`}
        </span>
        <BlocksCsv chain={chain} from={from} />
      </div>
      <LiveStatus q={status} what={what} />
      <BlockTable columns={['Height', 'Block']} loading={top === undefined} skeletonRows={5}>
        {listHeights(from, latest).map((h) => {
          const { block: b, failed } = rowOf(h);
          return (
            <tr key={h.toString()} data-testid="block-row">
              <td className="px-3 py-2 font-mono tabular-nums">
                <RowLink href={urls.block(chain, h)} className="text-brand-600 hover:underline dark:text-brand-500">
                  {h.toString()}
                </RowLink>
              </td>
              <td className="px-3 py-2">
                {b ? (
                  <IdText id={b.id} href={urls.block(chain, b.id)} />
                ) : failed ? (
                  <span className="text-red-600">unavailable</span>
                ) : (
                  <Skeleton className="h-4 w-40" />
                )}
                {b && chain === 'P' && (
                  <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
                    {b.type.replace(/^Banff|^Apricot/, '')}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">{b ? b.timeMs !== null ? <TimeAgo ms={b.timeMs} /> : '—' : null}</td>
              <td className="px-3 py-2 text-right tabular-nums">{b?.txs.length}</td>
            </tr>
          );
        })}
      </BlockTable>
      {top !== undefined && <BlockPager href={(f) => urls.blocks(chain, f)} from={from} top={top} latest={latest} />}
    </div>
  );
}
