// The pending stakers shown (one subnet's: validators, then delegators) as one CSV file, amounts exact in
// nAVAX (an L1's validators: weight). Loaded when an export is asked for.
import type { registry, ResultOf } from '@/lib/registry';
import { csvHeader, csvRow, type CsvColumns } from '@/lib/format/csv-columns';
import { isoSeconds } from '@/lib/format/time';
import { downloadText, toCsv } from './csv';

type Pending = ResultOf<typeof registry.platform.getPendingValidators>;
type Row =
  { role: 'validator'; s: Pending['validators'][number] } | { role: 'delegator'; s: Pending['delegators'][number] };

const PENDING_CSV: CsvColumns<Row, string | bigint | number> = [
  ['role', (r) => r.role],
  ['tx_id', (r) => r.s.txID],
  ['node_id', (r) => r.s.nodeID],
  ['stake_navax', (r) => (r.role === 'validator' ? (r.s.stakeAmount ?? '') : (r.s.stakeAmount ?? r.s.weight ?? ''))],
  ['weight', (r) => r.s.weight ?? ''],
  ['delegation_fee_percent', (r) => (r.role === 'validator' ? (r.s.delegationFee ?? '') : '')],
  ['start_utc', (r) => isoSeconds(r.s.startTime)],
  ['end_utc', (r) => isoSeconds(r.s.endTime)],
  ['bls_key', (r) => (r.role === 'validator' ? (r.s.signer?.publicKey ?? '') : '')],
];

export function pendingStakersCsv({ validators, delegators }: Pending): string {
  const rows: Row[] = [
    ...validators.map((s) => ({ role: 'validator' as const, s })),
    ...delegators.map((s) => ({ role: 'delegator' as const, s })),
  ];
  return toCsv(
    csvHeader(PENDING_CSV),
    rows.map((r) => csvRow(PENDING_CSV, r)),
  );
}

export const downloadPendingStakersCsv = (subnetID: string, pending: Pending) =>
  downloadText(`pending-stakers-${subnetID}.csv`, pendingStakersCsv(pending));
