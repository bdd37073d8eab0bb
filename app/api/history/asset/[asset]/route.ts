// GET an asset's txs newest first (?before) and its top holders (?offset).
import { getAssetHistory } from '@/lib/history/api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ asset: string }> }): Promise<Response> {
  return getAssetHistory(req, decodeURIComponent((await ctx.params).asset));
}
