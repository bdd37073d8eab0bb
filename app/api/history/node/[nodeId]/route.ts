// GET a node's staking txs newest first (?before).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ nodeId: string }> }): Promise<Response> {
  return appHistoryApi().nodeStaking(req, decodeURIComponent((await ctx.params).nodeId));
}
