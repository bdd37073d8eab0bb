'use client';
// Network facts the validator views share: Helicon's activation (for the 90% requirement) and the
// subnets with a readable label from their blockchains' names.
import { useMemo } from 'react';
import { heliconTimeMs, PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { shortenId } from '@/lib/format/id';
import { useAfterLoad } from '@/lib/hooks/use-after-load';
import { nodeQuery, useNodeQuery } from '@/lib/hooks/use-node-query';

/** info.upgrades, for a hook and for a fetch inside another query: one cache entry. */
export const upgradesQuery = () => nodeQuery('info.upgrades', {});

/** Helicon activation in ms, or null (not reported or not served = not activated). Undefined while loading. */
export function useHeliconMs(enabled = true): number | null | undefined {
  const q = useNodeQuery('info.upgrades', {}, undefined, { enabled });
  return q.data !== undefined ? heliconTimeMs(q.data) : q.error ? null : undefined;
}

export interface SubnetOption {
  id: string;
  label: string;
}

const SUBNETS_POLL_MS = 60_000;
const PRIMARY_ONLY: SubnetOption[] = [{ id: PRIMARY_NETWORK_ID, label: 'Primary Network' }];

/** The picker's options, asked once the page has loaded (until then it offers the Primary Network and the URL's subnet). */
export function useSubnetOptions(): SubnetOption[] {
  const enabled = useAfterLoad();
  const subnets = useNodeQuery('platform.getSubnets', {}, undefined, { enabled, pollMs: SUBNETS_POLL_MS });
  const chains = useNodeQuery('platform.getBlockchains', {}, undefined, { enabled, pollMs: SUBNETS_POLL_MS });
  // Without blockchain names (not served, or still loading) an L1 is labelled by its id alone.
  const blockchains = chains.data?.blockchains;
  return useMemo(() => {
    if (!subnets.data) return PRIMARY_ONLY;
    return subnets.data.subnets.map((s): SubnetOption => {
      if (s.id === PRIMARY_NETWORK_ID) return { id: s.id, label: 'Primary Network' };
      const names = (blockchains ?? []).filter((b) => b.subnetID === s.id).map((b) => b.name);
      return { id: s.id, label: `${names.length ? names.join(', ') : 'L1'} · ${shortenId(s.id, 6, 4)}` };
    });
  }, [subnets.data, blockchains]);
}
