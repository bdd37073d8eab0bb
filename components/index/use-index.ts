'use client';
// An index path's last accepted index (live) and a range of its containers (kept once complete).
import type { IndexPath } from '@/lib/decode/container';
import { useNodeQuery } from '@/lib/hooks/use-node-query';

function target(path: IndexPath) {
  const [chain, kind] = path.split('/') as ['X' | 'P' | 'C', 'tx' | 'block' | 'vtx'];
  return { chain, kind };
}

const indexOf = (r: { index: bigint }) => r.index;
const containersOf = <C>(r: { containers: C }) => r.containers;

export function useLastAccepted(path: IndexPath, pollMs: number) {
  return useNodeQuery('index.getLastAccepted', {}, target(path), { pollMs, select: indexOf });
}

/** `count` containers from index `from`; the previous page stays shown while the next loads. */
export function useContainerRange(path: IndexPath, from: bigint | null, count: number) {
  return useNodeQuery('index.getContainerRange', { startIndex: from ?? 0n, numToFetch: BigInt(count) }, target(path), {
    enabled: count > 0,
    keepPrevious: true,
    select: containersOf,
  });
}
