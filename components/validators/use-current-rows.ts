'use client';
// The live current validator rows of a subnet: seeded with the server's rows (no refetch on mount, so
// the page is interactive at once), then refreshed through the proxy every 15 s.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { browserNodeClient } from '@/lib/browser/node-client';
import { toLiveQuery, type LiveQuery } from '@/lib/hooks/use-live-query';
import { type CurrentRows, currentValidatorsParams, rowsOf } from './current-rows-data';
import { heliconQuery } from './network-hooks';
import { decodeRows } from './row-codec';
import type { ValidatorRow } from './rows';

const REFRESH_MS = 15_000;

export function useCurrentRows(subnetID: string, initial: CurrentRows | null): LiveQuery<ValidatorRow[]> {
  const qc = useQueryClient();
  const seed = initial?.subnetID === subnetID ? initial : null;
  const seedRows = useMemo(() => (seed ? decodeRows(seed.packed) : null), [seed]);
  const q = useQuery({
    queryKey: ['validator-rows', subnetID],
    queryFn: async () => {
      const [res, heliconMs] = await Promise.all([
        browserNodeClient().platform.getCurrentValidators(currentValidatorsParams(subnetID)),
        qc.fetchQuery(heliconQuery),
      ]);
      return rowsOf(res.validators, subnetID, heliconMs);
    },
    refetchInterval: REFRESH_MS,
    retry: 0,
    ...(seed && seedRows
      ? { initialData: seedRows, initialDataUpdatedAt: seed.fetchedAt, staleTime: REFRESH_MS - 1_000 }
      : {}),
  });
  return toLiveQuery(q);
}
