// GET an asset's txs newest first (?before) and its top holders (?holders_after).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ asset: string }> }): Promise<Response> {
  // Next hands the segment decoded; decoding again would turn a literal % into a 500.
  return appHistoryApi().assetHistory(req, (await ctx.params).asset);
}
