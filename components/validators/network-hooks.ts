'use client';
// Network facts the validator views share: Helicon's activation (for the 90% requirement) and the
// subnets with a readable label from their blockchains' names.
import { useQuery } from '@tanstack/react-query';
import { browserNodeClient } from '@/lib/browser/node-client';
import { heliconTimeMs, PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { shortenId } from '@/lib/format/id';

/** One definition of the Helicon query, so a hook and a fetch inside another query share its cache entry. */
export const heliconQuery = {
  queryKey: ['info.upgrades'],
  queryFn: async (): Promise<number | null> =>
    heliconTimeMs(
      await browserNodeClient()
        .info.upgrades({})
        .catch(() => null),
    ),
  staleTime: Infinity,
} as const;

/** Helicon activation in ms, or null (not reported = not activated). Undefined while loading. */
export function useHeliconMs(): number | null | undefined {
  const q = useQuery(heliconQuery);
  return q.isPending ? undefined : (q.data ?? null);
}

export interface SubnetOption {
  id: string;
  label: string;
}

export function useSubnetOptions(): SubnetOption[] {
  const q = useQuery({
    queryKey: ['subnet-options'],
    queryFn: async () => {
      const c = browserNodeClient();
      const [subnets, chains] = await Promise.all([
        c.platform.getSubnets({}),
        c.platform.getBlockchains({}).catch(() => ({ blockchains: [] })),
      ]);
      return subnets.subnets.map((s): SubnetOption => {
        if (s.id === PRIMARY_NETWORK_ID) return { id: s.id, label: 'Primary Network' };
        const names = chains.blockchains.filter((b) => b.subnetID === s.id).map((b) => b.name);
        return { id: s.id, label: `${names.length ? names.join(', ') : 'L1'} · ${shortenId(s.id, 6, 4)}` };
      });
    },
    staleTime: 60_000,
  });
  return q.data ?? [{ id: PRIMARY_NETWORK_ID, label: 'Primary Network' }];
}
