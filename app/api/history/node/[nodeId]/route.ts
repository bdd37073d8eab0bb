// GET a node's staking txs newest first (?before).
import { getNodeStaking } from '@/lib/history/api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ nodeId: string }> }): Promise<Response> {
  return getNodeStaking(req, decodeURIComponent((await ctx.params).nodeId));
}
