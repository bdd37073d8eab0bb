'use client';
// C-Chain blocks by number (eth_getBlockByNumber without txs), summarised for lists and the dashboard.
import type { QueryState } from '@/lib/hooks/query-state';
import { useNodeQueries } from '@/lib/hooks/use-node-queries';
import type { registry, ResultOf } from '@/lib/registry';

export interface CBlockSummary {
  number: bigint;
  hash: string;
  timeMs: number;
  txs: number;
  gasUsed: bigint;
}

function summarize(block: ResultOf<typeof registry.eth.eth_getBlockByNumber>): CBlockSummary {
  // A number at or below the head always has a block; null means the node is behind the list.
  if (!block) throw new Error('block not found');
  return {
    number: BigInt(block.number),
    hash: block.hash,
    timeMs: Number(BigInt(block.timestamp)) * 1000,
    txs: block.transactions.length,
    gasUsed: BigInt(block.gasUsed),
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
