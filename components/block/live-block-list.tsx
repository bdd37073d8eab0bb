'use client';
// The X or P block list following the tip: the dashboard's one shared answer of the chain's latest blocks
// (/api/recent/<chain>, summarised by the server, the same cached read for every viewer), polled on its
// beat. Rows and height come together, so nothing is fetched by height or decoded in the browser.
import { useRecentUtxo } from '@/components/dashboard/use-recent-blocks';
import type { RecentUtxo } from '@/lib/explorer/recent-blocks';
import { BlockListView } from './block-list';

/** `initial`: the answer the server read for the page, shown until the browser's own comes. */
export function LiveBlockList({ chain, initial }: { chain: 'X' | 'P'; initial?: RecentUtxo }) {
  const recent = useRecentUtxo(chain);
  const tip = recent.data ?? initial;
  const byHeight = new Map(tip?.blocks.map((b) => [b.height, b]));
  return (
    <BlockListView
      chain={chain}
      from={null}
      latest={tip ? BigInt(tip.height) : undefined}
      rowOf={(h) => ({ block: byHeight.get(h.toString()) })}
      status={recent}
      what="latest blocks"
    />
  );
}
