// An L1's ACP-77 validators as CSV (`/api/l1s/<id>/validators?format=csv`): every one the node lists (one
// answer, as bounded as the node's own list), in validation id order like the L1 page, weight and fee
// balance exact; streamed by the same writer as every export.
import type { CsvFile } from '@/lib/history/csv-stream';
import { wholeList } from './whole-list';
import { problem } from '@/lib/api/reply';
import { csvHeader, csvRow, type CsvColumns } from '@/lib/format/csv-columns';
import { isoSeconds } from '@/lib/format/time';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { isRpcError } from '@/lib/rpc/errors';
import type { registry, ResultOf } from '@/lib/registry';

type Validator = ResultOf<typeof registry.platform.getCurrentValidators>['validators'][number];

const COLUMNS: CsvColumns<Validator> = [
  ['validation_id', (v) => v.validationID ?? ''],
  ['node_id', (v) => v.nodeID],
  ['weight', (v) => v.weight.toString()],
  ['balance_navax', (v) => v.balance?.toString() ?? ''],
  ['min_nonce', (v) => v.minNonce?.toString() ?? ''],
  ['start_utc', (v) => isoSeconds(v.startTime)],
];

export async function l1ValidatorsCsv(subnetID: string): Promise<CsvFile<Validator, never> | Response> {
  if (!isCb58Id(subnetID)) return problem(400, 'not a subnet id');
  let validators;
  try {
    ({ validators } = await serverNodeClient().platform.getCurrentValidators({ subnetID }));
  } catch (e) {
    return isRpcError(e) ? problem(404, 'the node knows no such L1') : problem(503, 'the node is not answering');
  }
  const rows = validators.filter((v) => v.validationID).sort((a, b) => (a.validationID! < b.validationID! ? -1 : 1));
  return {
    filename: `l1-${subnetID}-validators.csv`,
    list: wholeList(csvHeader(COLUMNS), rows, (v) => [csvRow(COLUMNS, v)]),
  };
}
