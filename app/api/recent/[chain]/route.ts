// GET a chain's latest blocks in one answer (X, P or C): the dashboard's one request per chain.
import { recentBlocksResponse } from '@/lib/explorer/recent-blocks-api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ chain: string }> }): Promise<Response> {
  return recentBlocksResponse(req, (await ctx.params).chain);
}
