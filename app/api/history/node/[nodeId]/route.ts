// GET a node's staking txs newest first (?before).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ nodeId: string }> }): Promise<Response> {
  // Next hands the segment decoded; decoding again would turn a literal % into a 500.
  return appHistoryApi().nodeStaking(req, (await ctx.params).nodeId);
}
