'use client';
import { RowLink } from '@/components/ui/row-link';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import { ErrorState } from '@/components/ui/states';
import { pageHeights } from '@/lib/explorer/block-summary';
import type { RecentC } from '@/lib/explorer/recent-blocks';
import { urls } from '@/lib/explorer/urls';
import { BLOCKS_PER_PAGE, BlockPager, BlockTable, BlocksCsv, JumpToHeight, pageTop } from './block-list-frame';
import { useCBlocks } from './use-c-blocks';
import { useChainHeight } from './use-chain-height';
import { LiveStatus } from '../ui/live-status';

/**
 * C-Chain blocks newest first; `from` in the URL picks the page. `initial`: the newest blocks the
 * server read for the page, shown until the browser's own answers come.
 */
export function CBlockList({ from, initial }: { from: bigint | null; initial?: RecentC }) {
  const head = useChainHeight('C');
  const latest = head.data ?? (initial ? BigInt(initial.height) : undefined);
  const seeded = new Map(initial?.blocks.map((b) => [b.number, b]));
  const top = pageTop(from, latest);
  const heights = top !== undefined ? pageHeights(top, BLOCKS_PER_PAGE) : [];
  // The browser asks only for the blocks the server did not send (a later page, or the head moving on).
  const missing = heights.filter((h) => !seeded.has(h.toString()));
  const asked = useCBlocks(missing);
  const blocks = new Map(missing.map((h, i) => [h, asked[i]]));
  if (latest === undefined && head.error) {
    return (
      <ErrorState
        title="The node's C-Chain did not answer."
        detail="It may not run a C-Chain, or it is down."
        onRetry={head.retry}
      />
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <JumpToHeight href={(f) => urls.blocks('C', f)} />
        <BlocksCsv chain="C" from={from} />
      </div>
      <LiveStatus q={head} what="C-Chain height" />
      <BlockTable columns={['Number', 'Hash']} loading={top === undefined} skeletonRows={1}>
        {heights.map((h) => {
          const b = blocks.get(h)?.data ?? seeded.get(h.toString());
          return (
            <tr key={h.toString()} data-testid="block-row">
              <td className="px-3 py-2 font-mono">
                <RowLink href={urls.block('C', h)} className="text-brand-600 hover:underline dark:text-brand-500">
                  {h.toString()}
                </RowLink>
              </td>
              <td className="px-3 py-2">
                {b ? <IdText id={b.hash} href={urls.block('C', b.hash)} /> : <Skeleton className="h-4 w-40" />}
              </td>
              <td className="px-3 py-2">{b && <TimeAgo ms={b.timeMs} />}</td>
              <td className="px-3 py-2 text-right tabular-nums">{b?.txs}</td>
            </tr>
          );
        })}
      </BlockTable>
      {top !== undefined && <BlockPager href={(f) => urls.blocks('C', f)} from={from} top={top} latest={latest} />}
    </div>
  );
}
