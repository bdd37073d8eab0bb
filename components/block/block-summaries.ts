'use client';
// Browser-side reads shared by lists and the dashboard. Keys hold strings (never bigint) so
// TanStack can hash them; a block is fetched once and kept, since accepted blocks never change.
import { useQueries } from '@tanstack/react-query';
import { browserNodeClient } from '@/lib/browser/node-client';
import { summarizeBlock, type BlockSummary } from '@/lib/explorer/block-summary';
import type { DecodeContext } from '@/lib/decode/model';

export async function fetchHeight(chain: 'X' | 'P'): Promise<bigint> {
  const c = browserNodeClient();
  return (chain === 'X' ? await c.avm.getHeight({}) : await c.platform.getHeight({})).height;
}

export async function fetchBlockSummary(chain: 'X' | 'P', height: string, ctx: DecodeContext): Promise<BlockSummary> {
  const c = browserNodeClient();
  const api = chain === 'X' ? c.avm : c.platform;
  const res = await api.getBlockByHeight({ height: BigInt(height), encoding: 'hex' });
  if (typeof res.block !== 'string') throw new Error('expected hex');
  return summarizeBlock(chain, res.block, ctx);
}

export function useBlockSummaries(chain: 'X' | 'P', heights: readonly bigint[], ctx: DecodeContext) {
  return useQueries({
    queries: heights.map((h) => ({
      queryKey: ['block-summary', chain, h.toString()],
      queryFn: () => fetchBlockSummary(chain, h.toString(), ctx),
      staleTime: Infinity,
      gcTime: 10 * 60_000,
      retry: 1,
    })),
  });
}
