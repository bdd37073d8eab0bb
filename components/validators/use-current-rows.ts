'use client';
// The live current validator rows of a subnet: the server's table first (no node call on mount, so the
// page is interactive at once), then the node's answer through the proxy every 15 s. The full rows
// (tx ids, BLS keys) are fetched when a CSV export asks for them.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryState } from '@/lib/hooks/query-state';
import { nodeQuery, useNodeQuery } from '@/lib/hooks/use-node-query';
import { heliconTimeMs } from '@/lib/monitor/requirement';
import { type CurrentTable, currentValidatorsParams, isStaked, rowsOf } from './current-rows-data';
import { upgradesQuery, useHeliconMs } from './network-hooks';
import type { TableRow, ValidatorRow } from './rows';
import { decodeTable } from './table-codec';

const REFRESH_MS = 15_000;

export interface CurrentRows extends QueryState<readonly TableRow[]> {
  /** Whether stakes are AVAX amounts with the staking columns (see isStaked). */
  staked: boolean;
  /** Every field of every current validator, asked of the node now (or its answer of the last second). */
  fullRows: () => Promise<ValidatorRow[]>;
}

/** False until the seed is REFRESH_MS old (true at once without a seed): when the browser starts asking. */
function useRefreshDue(seed: CurrentTable | null): boolean {
  const [due, setDue] = useState(seed === null);
  useEffect(() => {
    if (due || !seed) return;
    const wait = Math.min(REFRESH_MS, Math.max(0, seed.fetchedAt + REFRESH_MS - Date.now()));
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [due, seed]);
  return due;
}

export function useCurrentRows(subnetID: string, initial: CurrentTable | null): CurrentRows {
  const qc = useQueryClient();
  const seed = initial?.subnetID === subnetID ? initial : null;
  const seedRows = useMemo(() => (seed ? decodeTable(seed.packed) : undefined), [seed]);
  const live = useRefreshDue(seed);
  const params = currentValidatorsParams(subnetID);

  const heliconMs = useHeliconMs(live);
  const select = useCallback(
    (r: { validators: Parameters<typeof rowsOf>[0] }) => rowsOf(r.validators, subnetID, heliconMs ?? null),
    [subnetID, heliconMs],
  );
  const q = useNodeQuery('platform.getCurrentValidators', params, undefined, {
    select,
    enabled: live,
    pollMs: REFRESH_MS,
  });
  // Rows wait for Helicon's time: the uptime requirement depends on it.
  const fresh = heliconMs === undefined ? undefined : q.data;

  const fullRows = useCallback(async () => {
    const [res, upgrades] = await Promise.all([
      qc.fetchQuery(nodeQuery('platform.getCurrentValidators', currentValidatorsParams(subnetID))),
      qc.fetchQuery(upgradesQuery()).catch(() => null),
    ]);
    return rowsOf(res.validators, subnetID, heliconTimeMs(upgrades));
  }, [qc, subnetID]);

  const data = fresh ?? seedRows;
  return {
    data,
    isLoading: data === undefined && !q.error,
    isStale: q.error !== null && data !== undefined,
    error: q.error,
    updatedAt: fresh ? q.updatedAt : (seed?.fetchedAt ?? 0),
    retry: q.retry,
    staked: fresh ? isStaked(subnetID, fresh) : (seed?.staked ?? isStaked(subnetID, [])),
    fullRows,
  };
}
