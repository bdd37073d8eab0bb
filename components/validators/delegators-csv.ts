// A validator's current delegators as a CSV file (the node's whole list, as the page shows it), amounts
// exact in nAVAX. Loaded when an export is asked for.
import type { CurrentValidator } from '@/lib/schemas/platform';
import { csvHeader, csvRow, type CsvColumns } from '@/lib/format/csv-columns';
import { isoSeconds } from '@/lib/format/time';
import { downloadText, toCsv } from './csv';

type Delegator = NonNullable<CurrentValidator['delegators']>[number];

type Cell = string | bigint | number;

const DELEGATOR_CSV: CsvColumns<Delegator, Cell> = [
  ['tx_id', (d) => d.txID],
  ['node_id', (d) => d.nodeID],
  ['stake_navax', (d) => d.stakeAmount ?? d.weight ?? 0n],
  ['potential_reward_navax', (d) => d.potentialReward ?? ''],
  ['reward_owners', (d) => d.rewardOwner?.addresses.join(' ') ?? ''],
  ['reward_threshold', (d) => d.rewardOwner?.threshold ?? ''],
  ['start_utc', (d) => isoSeconds(d.startTime)],
  ['end_utc', (d) => isoSeconds(d.endTime)],
];

export function delegatorsCsv(delegators: readonly Delegator[]): string {
  return toCsv(
    csvHeader(DELEGATOR_CSV),
    delegators.map((d) => csvRow(DELEGATOR_CSV, d)),
  );
}

export const downloadDelegatorsCsv = (nodeID: string, delegators: readonly Delegator[]) =>
  downloadText(`${nodeID}-delegators.csv`, delegatorsCsv(delegators));
