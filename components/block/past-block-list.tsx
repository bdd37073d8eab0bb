'use client';
// A later page of the X or P block list (`?from=<height>`, kept across reloads): its blocks asked for by
// height (each immutable, kept) and decoded in the browser, the chain's height polled for the pager.
import type { DecodeContext } from '@/lib/decode/model';
import { BlockListView, listHeights } from './block-list';
import { useBlockSummaries } from './use-block-summaries';
import { useChainHeight } from './use-chain-height';

export function PastBlockList({ chain, from, ctx }: { chain: 'X' | 'P'; from: bigint; ctx: DecodeContext }) {
  const height = useChainHeight(chain);
  const heights = listHeights(from, height.data);
  const asked = useBlockSummaries(chain, heights, ctx);
  const byHeight = new Map(heights.map((h, i) => [h, asked[i]]));
  return (
    <BlockListView
      chain={chain}
      from={from}
      latest={height.data}
      rowOf={(h) => {
        const q = byHeight.get(h);
        return { block: q?.data, failed: q?.error != null };
      }}
      status={height}
      what="height"
    />
  );
}
