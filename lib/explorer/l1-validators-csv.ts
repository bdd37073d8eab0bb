// An L1's ACP-77 validators as CSV: every one the node lists (one answer, as bounded as the node's own
// list), in validation id order like the L1 page, weight and fee balance exact.
import { csvCell } from '@/lib/format/csv-cell';
import { isoSeconds } from '@/lib/format/time';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { isRpcError } from '@/lib/rpc/errors';

const HEADER = ['validation_id', 'node_id', 'weight', 'balance_navax', 'min_nonce', 'start_utc'];

const problem = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } });

export async function l1ValidatorsCsvReply(subnetID: string): Promise<Response> {
  if (!isCb58Id(subnetID)) return problem(400, 'not a subnet id');
  let validators;
  try {
    ({ validators } = await serverNodeClient().platform.getCurrentValidators({ subnetID }));
  } catch (e) {
    return isRpcError(e) ? problem(404, 'the node knows no such L1') : problem(503, 'the node is not answering');
  }
  const rows = validators
    .filter((v) => v.validationID)
    .sort((a, b) => (a.validationID! < b.validationID! ? -1 : 1))
    .map((v) => [
      v.validationID!,
      v.nodeID,
      v.weight.toString(),
      v.balance?.toString() ?? '',
      v.minNonce?.toString() ?? '',
      isoSeconds(v.startTime),
    ]);
  const body = [HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="l1-${subnetID}-validators.csv"`,
      'cache-control': 'no-store',
    },
  });
}
