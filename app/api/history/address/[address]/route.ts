// GET an address's txs newest first (?chain, ?asset, ?type, ?before, ?format=csv).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ address: string }> }): Promise<Response> {
  // Next hands the segment decoded; decoding again would turn a literal % into a 500.
  return appHistoryApi().addressTxs(req, (await ctx.params).address);
}
