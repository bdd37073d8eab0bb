'use client';
// The node's network id and name (static for a running node: asked once, kept for minutes).
import { allOf, type QueryState } from '@/lib/hooks/query-state';
import { useNodeQuery } from '@/lib/hooks/use-node-query';

export function useNetworkName(): QueryState<{ networkID: string; networkName: string }> {
  return allOf([useNodeQuery('info.getNetworkID', {}), useNodeQuery('info.getNetworkName', {})], (id, name) => ({
    networkID: String(id.networkID),
    networkName: name.networkName,
  }));
}
