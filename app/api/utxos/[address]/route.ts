// GET an X, P or C- address's UTXOs (?source=X|P|C for those exported to it, ?after, ?limit, ?format=csv).
import { csvResponse, csvStream } from '@/lib/history/csv-stream';
import { utxosResponse } from '@/lib/explorer/utxos-api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ address: string }> }): Promise<Response> {
  return utxosResponse(req, (await ctx.params).address, {
    csv: (list, filename) => csvResponse(csvStream(list), filename),
  });
}
