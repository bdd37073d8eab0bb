'use client';
// X and P blocks by height, summarised for a later page of a block list. Each block is its own immutable
// query (fetched once, kept); the decoders load with the first list shown, not with the page.
import { useCallback } from 'react';
import type { DecodeContext } from '@/lib/decode/model';
import type { BlockSummary } from '@/lib/explorer/block-summary';
import type { QueryState } from '@/lib/hooks/query-state';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { useNodeQueries } from '@/lib/hooks/use-node-queries';

const loadSummarizer = () => import('@/lib/explorer/summarize-block');

type BlockAnswer = { block: unknown };

/** One state per height; `data` is undefined until both the block and the decoder are in. */
export function useBlockSummaries(
  chain: 'X' | 'P',
  heights: readonly bigint[],
  ctx: DecodeContext,
): QueryState<BlockSummary | undefined>[] {
  // Loaded only once there are heights to ask for (a later page knows them once the height is in).
  const decoder = useLazyModule(loadSummarizer, heights.length > 0);
  const select = useCallback(
    (r: BlockAnswer): BlockSummary | undefined => {
      if (!decoder) return undefined;
      if (typeof r.block !== 'string') throw new Error('expected hex');
      return decoder.summarizeBlock(chain, r.block, ctx);
    },
    [decoder, chain, ctx],
  );
  const params = heights.map((height) => ({ height, encoding: 'hex' as const }));
  const x = useNodeQueries('avm.getBlockByHeight', chain === 'X' ? params : [], undefined, { select });
  const p = useNodeQueries('platform.getBlockByHeight', chain === 'P' ? params : [], undefined, { select });
  return chain === 'X' ? x : p;
}
