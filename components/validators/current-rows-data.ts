// The current validator set as the table needs it, computed where the node's answer arrives: on the
// server for the page, in the browser for a CSV export. Shared by both sides.
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import type { CurrentValidator } from '@/lib/schemas/platform';
import { toRow, type TableRow, type ValidatorRow } from './rows';

/** The server's current table of a subnet: every row (the page shows a screen of them) and what the columns need to know. */
export interface CurrentTable {
  subnetID: string;
  /** What the table shows, sorts and filters by (no tx ids or BLS keys), in the default order (weight, largest first). */
  rows: TableRow[];
  /** Whether the set is staked (Primary Network, PoS subnet): stake in AVAX and the staking columns. */
  staked: boolean;
  /** When the node answered (ms): the "now" of progress bars. */
  fetchedAt: number;
  /** The node did not answer the last refresh: these are the last rows seen. */
  stale?: boolean;
}

export function rowsOf(
  validators: readonly CurrentValidator[],
  subnetID: string,
  heliconMs: number | null,
): ValidatorRow[] {
  const ctx = { subnetID: subnetID === PRIMARY_NETWORK_ID ? undefined : subnetID, heliconMs };
  return validators.map((v) => toRow(v, ctx));
}

/** Staked amounts in AVAX and the staking columns: the Primary Network, or a subnet whose stakers stake. */
export function isStaked(subnetID: string, rows: readonly ValidatorRow[]): boolean {
  return subnetID === PRIMARY_NETWORK_ID || rows.some((r) => r.stakeAmount !== null);
}

/** Params of getCurrentValidators for a subnet: none for the Primary Network, as the real node's default. */
export function currentValidatorsParams(subnetID: string): { subnetID?: string } {
  return subnetID === PRIMARY_NETWORK_ID ? {} : { subnetID };
}
