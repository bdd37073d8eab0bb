// The pending stakers shown (one subnet's: validators, then delegators) as one CSV file, amounts exact in
// nAVAX (an L1's validators: weight). Loaded when an export is asked for.
import type { registry, ResultOf } from '@/lib/registry';
import { isoSeconds } from '@/lib/format/time';
import { downloadText, toCsv } from './csv';

type Pending = ResultOf<typeof registry.platform.getPendingValidators>;

export function pendingStakersCsv({ validators, delegators }: Pending): string {
  return toCsv(
    ['role', 'tx_id', 'node_id', 'stake_navax', 'weight', 'delegation_fee_percent', 'start_utc', 'end_utc', 'bls_key'],
    [
      ...validators.map((v) => [
        'validator',
        v.txID,
        v.nodeID,
        v.stakeAmount ?? '',
        v.weight,
        v.delegationFee ?? '',
        isoSeconds(v.startTime),
        isoSeconds(v.endTime),
        v.signer?.publicKey ?? '',
      ]),
      ...delegators.map((d) => [
        'delegator',
        d.txID,
        d.nodeID,
        d.stakeAmount ?? d.weight ?? '',
        d.weight ?? '',
        '',
        isoSeconds(d.startTime),
        isoSeconds(d.endTime),
        '',
      ]),
    ],
  );
}

export const downloadPendingStakersCsv = (subnetID: string, pending: Pending) =>
  downloadText(`pending-stakers-${subnetID}.csv`, pendingStakersCsv(pending));
