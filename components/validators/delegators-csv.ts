// A validator's current delegators as a CSV file (the node's whole list, as the page shows it), amounts
// exact in nAVAX. Loaded when an export is asked for.
import type { CurrentValidator } from '@/lib/schemas/platform';
import { isoSeconds } from '@/lib/format/time';
import { downloadText, toCsv } from './csv';

type Delegator = NonNullable<CurrentValidator['delegators']>[number];

export function delegatorsCsv(delegators: readonly Delegator[]): string {
  return toCsv(
    [
      'tx_id',
      'node_id',
      'stake_navax',
      'potential_reward_navax',
      'reward_owners',
      'reward_threshold',
      'start_utc',
      'end_utc',
    ],
    delegators.map((d) => [
      d.txID,
      d.nodeID,
      d.stakeAmount ?? d.weight ?? 0n,
      d.potentialReward ?? '',
      d.rewardOwner?.addresses.join(' ') ?? '',
      d.rewardOwner?.threshold ?? '',
      isoSeconds(d.startTime),
      isoSeconds(d.endTime),
    ]),
  );
}

export const downloadDelegatorsCsv = (nodeID: string, delegators: readonly Delegator[]) =>
  downloadText(`${nodeID}-delegators.csv`, delegatorsCsv(delegators));
