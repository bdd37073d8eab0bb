'use client';
// A subnet's validator set at a P-chain height: from platform.getAllValidatorsAt (one answer per
// height for every subnet, kept as immutable) when it holds the whole set, else from
// platform.getValidatorsAt, which older nodes serve and which also lists validators without a BLS key.
import { useNodeQuery } from '@/lib/hooks/use-node-query';
import type { NodeResult } from '@/lib/hooks/use-node-query';
import { useValidatorsAt } from './use-stakers';

export interface AtHeightRow {
  nodeID: string;
  weight: bigint;
  publicKey: string | null;
}

type AllSets = NodeResult<'platform.getAllValidatorsAt'>;

/**
 * The rows of `subnetID`'s set in getAllValidatorsAt's answer, or null when it cannot stand for the
 * whole set: the subnet is absent, some weight has no BLS key (totalWeight is more than the keyed
 * validators'), or validators share a key (their weights are summed, so no per-node weight).
 */
export function rowsFromAllSets(all: AllSets, subnetID: string): AtHeightRow[] | null {
  const set = all.validatorSets[subnetID];
  if (!set) return null;
  let sum = 0n;
  const rows: AtHeightRow[] = [];
  for (const v of set.validators) {
    if (v.nodeIDs.length !== 1) return null;
    sum += v.weight;
    rows.push({ nodeID: v.nodeIDs[0]!, weight: v.weight, publicKey: v.publicKey ?? null });
  }
  return sum === set.totalWeight ? rows : null;
}

export function useSetAtHeight(subnetID: string, height: string | null) {
  const all = useNodeQuery('platform.getAllValidatorsAt', { height: BigInt(height ?? 0) }, undefined, {
    enabled: height !== null,
  });
  const fromAll = all.data ? rowsFromAllSets(all.data, subnetID) : null;
  // The fallback is asked only once getAllValidatorsAt failed or cannot give the whole set.
  const fallbackNeeded = height !== null && (all.error !== null || (all.data !== undefined && fromAll === null));
  const one = useValidatorsAt(subnetID, fallbackNeeded ? height : null);
  if (fromAll) return { rows: fromAll, source: 'platform.getAllValidatorsAt', error: null, retry: all.retry } as const;
  const rows = one.data
    ? Object.entries(one.data.validators).map(([nodeID, v]): AtHeightRow => ({
        nodeID,
        weight: v.weight,
        publicKey: v.publicKey ?? null,
      }))
    : undefined;
  return {
    rows,
    source: 'platform.getValidatorsAt',
    error: fallbackNeeded ? one.error : null,
    retry: one.retry,
  } as const;
}
