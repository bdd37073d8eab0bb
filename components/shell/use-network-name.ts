'use client';
// The node's network id and name (static for a running node: asked once, kept for minutes).
import { allOf, type QueryState } from '@/lib/hooks/query-state';
import { useAfterLoad } from '@/lib/hooks/use-after-load';
import { useNodeQuery } from '@/lib/hooks/use-node-query';

/** Asked once the page has loaded: the header waits, the page's own data does not. */
export function useNetworkName(): QueryState<{ networkID: string; networkName: string }> {
  const enabled = useAfterLoad();
  return allOf(
    [
      useNodeQuery('info.getNetworkID', {}, undefined, { enabled }),
      useNodeQuery('info.getNetworkName', {}, undefined, { enabled }),
    ],
    (id, name) => ({ networkID: String(id.networkID), networkName: name.networkName }),
  );
}
