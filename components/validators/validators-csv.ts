// The current validators as a CSV file: every field the node gave, in the table's order. Loaded when
// an export is asked for. No `connected` column when the rows have none (the public view of a real
// node's answer: lib/node/public-view.ts).
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { downloadText, toCsv } from './csv';
import type { ValidatorRow } from './rows';

export function validatorsCsv(rows: readonly ValidatorRow[], staked: boolean): string {
  const withConnected = rows.some((r) => r.connected !== null);
  const header = [
    'nodeID',
    'txID or validationID',
    staked ? 'stake (nAVAX)' : 'weight',
    'delegationFee %',
    'uptime %',
    ...(withConnected ? ['connected'] : []),
    'uptime requirement %',
    'potentialReward (nAVAX)',
    'delegatorCount',
    'delegatorWeight (nAVAX)',
    'blsPublicKey',
    'start (UTC)',
    'end (UTC)',
  ];
  const body = rows.map((r) => [
    r.nodeID,
    r.id,
    r.weight,
    r.delegationFee,
    r.uptime,
    ...(withConnected ? [r.connected] : []),
    r.uptime === null ? null : r.requirement,
    r.potentialReward,
    r.delegatorCount,
    r.delegatorWeight,
    r.blsKey,
    new Date(r.startMs).toISOString(),
    r.endMs === null ? null : new Date(r.endMs).toISOString(),
  ]);
  return toCsv(header, body);
}

export function downloadValidatorsCsv(
  rows: readonly ValidatorRow[],
  { subnetID, staked }: { subnetID: string; staked: boolean },
): void {
  downloadText(`validators-${subnetID === PRIMARY_NETWORK_ID ? 'primary' : subnetID}.csv`, validatorsCsv(rows, staked));
}
