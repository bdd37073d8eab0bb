'use client';
// C-Chain blocks by number (eth_getBlockByNumber without txs), summarised for lists and the dashboard.
import type { QueryState } from '@/lib/hooks/query-state';
import { useNodeQueries } from '@/lib/hooks/use-node-queries';

export interface CBlockSummary {
  number: bigint;
  hash: string;
  timeMs: number;
  txs: number;
  gasUsed: bigint;
}

function summarize(block: Record<string, unknown> | null): CBlockSummary {
  // A number at or below the head always has a block; null means the node is behind the list.
  if (!block) throw new Error('block not found');
  return {
    number: BigInt(block.number as string),
    hash: block.hash as string,
    timeMs: Number(BigInt(block.timestamp as string)) * 1000,
    txs: Array.isArray(block.transactions) ? block.transactions.length : 0,
    gasUsed: BigInt(block.gasUsed as string),
  };
}

export function useCBlocks(numbers: readonly bigint[]): QueryState<CBlockSummary>[] {
  return useNodeQueries(
    'eth_getBlockByNumber',
    numbers.map((n) => [`0x${n.toString(16)}`, false] as [string, boolean]),
    undefined,
    { select: summarize },
  );
}
