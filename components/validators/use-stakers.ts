'use client';
// Node reads behind the validator views besides the current table: one validator, the pending
// stakers, and the set at a past height.
import { useNodeQuery } from '@/lib/hooks/use-node-query';
import { subnetParams, validatorParams } from './validator-params';

/** One current validator with its delegators (getCurrentValidators narrowed to its node id), live. */
export function useValidator(nodeID: string, subnetID: string) {
  return useNodeQuery('platform.getCurrentValidators', validatorParams(nodeID, subnetID), undefined, {
    pollMs: 10_000,
  });
}

export function usePendingStakers(subnetID: string) {
  return useNodeQuery('platform.getPendingValidators', subnetParams(subnetID), undefined, { pollMs: 15_000 });
}

/** The set at `height` (a decimal string), once it is known; a height the chain has passed never changes. */
export function useValidatorsAt(subnetID: string, height: string | null) {
  return useNodeQuery(
    'platform.getValidatorsAt',
    { height: BigInt(height ?? 0), ...subnetParams(subnetID) },
    undefined,
    { enabled: height !== null },
  );
}

export const usePChainHeight = () => useNodeQuery('platform.getHeight', {});
