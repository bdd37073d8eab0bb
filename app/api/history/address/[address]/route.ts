// GET an address's txs newest first (?chain, ?asset, ?type, ?before, ?format=csv).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ address: string }> }): Promise<Response> {
  return appHistoryApi().addressTxs(req, decodeURIComponent((await ctx.params).address));
}
