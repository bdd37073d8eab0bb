// The L1s list as CSV (`/api/l1s?format=csv`): every subnet the node lists, as /l1s shows them, with
// their chains, kind and control keys. One node answer (as long as the node's own list), streamed by the
// same writer as every export.
import type { CsvFile } from '@/lib/history/csv-stream';
import { wholeList } from './whole-list';
import { problem } from '@/lib/api/reply';
import { nodeFailureOf } from './errors';
import { l1Rows } from './l1-rows';

type Row = readonly string[];

const HEADER = ['subnet_id', 'name', 'kind', 'chain_ids', 'control_keys', 'threshold'];

export async function l1sCsv(): Promise<CsvFile<Row, never> | Response> {
  let rows: Row[];
  try {
    rows = (await l1Rows()).map((r) => [
      r.id,
      r.name,
      r.kind,
      r.chainIDs.join(' '),
      r.controlKeys.join(' '),
      String(r.threshold),
    ]);
  } catch (e) {
    return nodeFailureOf(e)
      ? problem(503, 'the node is not answering')
      : problem(502, 'the node did not list its subnets');
  }
  return { filename: 'l1s.csv', list: wholeList(HEADER, rows) };
}
