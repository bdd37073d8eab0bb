// GET an address's txs newest first (?chain, ?asset, ?type, ?before, ?format=csv).
import { getAddressTxs } from '@/lib/history/api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ address: string }> }): Promise<Response> {
  return getAddressTxs(req, decodeURIComponent((await ctx.params).address));
}
