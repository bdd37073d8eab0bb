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
import { BLOCKS_PER_PAGE, BlockPager, BlockTable, JumpToHeight, pageTop } from './block-list-frame';
import { LiveStatus } from '../ui/live-status';

/** C-Chain blocks newest first through viem; `from` in the URL picks the page. */
export function CBlockList({ from }: { from: bigint | null }) {
  const head = useLiveQuery(
    ['c-height'],
    async () => (await browserNodeClient().evm()).getBlockNumber({ cacheTime: 0 }),
    3_000,
  );
  const latest = head.data;
  const top = pageTop(from, latest);
  const heights = top !== undefined ? pageHeights(top, BLOCKS_PER_PAGE) : [];
  const blocks = useQueries({
    queries: heights.map((h) => ({
      queryKey: ['c-block', h.toString()],
      queryFn: async () => {
        const b = await (await browserNodeClient().evm()).getBlock({ blockNumber: h });
        return {
          hash: b.hash!,
          timeMs: Number(b.timestamp) * 1000,
          txs: b.transactions.length,
          gasUsed: b.gasUsed.toString(),
        };
      },
      staleTime: Infinity,
      retry: 1,
    })),
  });
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
      <JumpToHeight chain="C" />
      <LiveStatus q={head} what="C-Chain height" />
      <BlockTable columns={['Number', 'Hash']} loading={top === undefined} skeletonRows={1}>
        {heights.map((h, i) => {
          const b = blocks[i]?.data;
          return (
            <tr key={h.toString()} data-testid="block-row">
              <td className="px-3 py-2 font-mono">
                <Link href={urls.block('C', h)} className="text-brand-600 hover:underline dark:text-brand-500">
                  {h.toString()}
                </Link>
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
      {top !== undefined && <BlockPager chain="C" from={from} top={top} latest={latest} />}
    </div>
  );
}
