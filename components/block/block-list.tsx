'use client';
import { RowLink } from '@/components/ui/row-link';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import { ErrorState } from '@/components/ui/states';
import type { DecodeContext } from '@/lib/decode/model';
import { pageHeights } from '@/lib/explorer/block-summary';
import type { RecentUtxo } from '@/lib/explorer/recent-blocks';
import { useRecentUtxo } from '@/components/dashboard/use-recent-blocks';
import { urls } from '@/lib/explorer/urls';
import { BLOCKS_PER_PAGE, BlockPager, BlockTable, JumpToHeight, pageTop } from './block-list-frame';
import { useBlockSummaries } from './use-block-summaries';
import { useChainHeight } from './use-chain-height';
import { LiveStatus } from '../ui/live-status';
import { BlocksCsv } from './block-list-frame';

/**
 * Newest-first blocks of the X or P chain, paged by height. `from` (the top height of the page)
 * lives in the URL so a page survives a reload; without it the list follows the chain live.
 * `initial`: the newest blocks the server read for the page (the dashboard's read of the tip).
 *
 * Live, the list follows that one shared answer, polled as the dashboard polls it: rows and height come
 * together, summarised by the server, so no block is fetched or decoded here. A later page asks for its
 * blocks by height and decodes them.
 */
export function BlockList({
  chain,
  from,
  ctx,
  initial,
}: {
  chain: 'X' | 'P';
  from: bigint | null;
  ctx: DecodeContext;
  initial?: RecentUtxo;
}) {
  const live = from === null;
  const recent = useRecentUtxo(chain, live);
  const height = useChainHeight(chain, undefined, !live);
  const tip = live ? (recent.data ?? initial) : undefined;
  const latest = tip ? BigInt(tip.height) : height.data;
  const seeded = new Map(tip?.blocks.map((b) => [b.height, b]));
  const top = pageTop(from, latest);
  const heights = top !== undefined ? pageHeights(top, BLOCKS_PER_PAGE) : [];
  // The browser asks only for the blocks the server did not send (a later page, or the tip moving on).
  const missing = heights.filter((h) => !seeded.has(h.toString()));
  const asked = useBlockSummaries(chain, missing, ctx);
  const blocks = new Map(missing.map((h, i) => [h, asked[i]]));

  const failed = live ? recent.error : height.error;
  if (latest === undefined && failed) {
    return (
      <ErrorState
        title="The node did not answer."
        detail="Blocks cannot be listed right now."
        onRetry={live ? recent.retry : height.retry}
      />
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
      <LiveStatus q={live ? recent : height} what={live ? 'latest blocks' : 'height'} />
      <BlockTable columns={['Height', 'Block']} loading={top === undefined} skeletonRows={5}>
        {heights.map((h) => {
          const q = blocks.get(h);
          const b = q?.data ?? seeded.get(h.toString());
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
                ) : q?.error ? (
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
