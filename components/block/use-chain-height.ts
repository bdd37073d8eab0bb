'use client';
// A chain's last accepted height, polled: X and P from their own services, C from eth_blockNumber.
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { toQueryState, type QueryState } from '@/lib/hooks/query-state';
import { nodeQuery } from '@/lib/hooks/use-node-query';

export type HeightChain = 'X' | 'P' | 'C';

const heightOf = (r: { height: bigint }) => r.height;
const hexToBigint = (hex: string) => BigInt(hex);

function heightQuery(chain: HeightChain, pollMs: number) {
  const q =
    chain === 'X'
      ? nodeQuery('avm.getHeight', {}, undefined, { select: heightOf, pollMs })
      : chain === 'P'
        ? nodeQuery('platform.getHeight', {}, undefined, { select: heightOf, pollMs })
        : nodeQuery('eth_blockNumber', [], undefined, { select: hexToBigint, pollMs });
  // The three answer differently; each selects the height, which is all the caller sees.
  return q as unknown as UseQueryOptions<unknown, Error, bigint, readonly string[]>;
}

export function useChainHeight(chain: HeightChain, pollMs = 3_000): QueryState<bigint> {
  return toQueryState(useQuery(heightQuery(chain, pollMs)));
}
