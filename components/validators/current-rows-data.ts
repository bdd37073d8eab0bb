// The current validator set as the table needs it, computed where the node's answer arrives: on the
// server for the first paint, in the browser for each refresh. Shared by both sides.
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import type { CurrentValidator } from '@/lib/schemas/platform';
import { toRow, type ValidatorRow } from './rows';

export interface CurrentRows {
  subnetID: string;
  /** The rows in the compact form of row-codec.ts. */
  packed: string;
  /** When the node answered (ms): the "now" of progress bars, the same on server and browser. */
  fetchedAt: number;
}

export function rowsOf(
  validators: readonly CurrentValidator[],
  subnetID: string,
  heliconMs: number | null,
): ValidatorRow[] {
  const ctx = { subnetID: subnetID === PRIMARY_NETWORK_ID ? undefined : subnetID, heliconMs };
  return validators.map((v) => toRow(v, ctx));
}

/** Params of getCurrentValidators for a subnet: none for the Primary Network, as the real node's default. */
export function currentValidatorsParams(subnetID: string): { subnetID?: string } {
  return subnetID === PRIMARY_NETWORK_ID ? {} : { subnetID };
}
