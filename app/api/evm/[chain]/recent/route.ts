// GET an EVM chain's latest blocks and txs in one answer: its chain page's one request.
import { evmRecentResponse } from '@/lib/explorer/evm-recent-api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ chain: string }> }): Promise<Response> {
  return evmRecentResponse(req, (await ctx.params).chain);
}
