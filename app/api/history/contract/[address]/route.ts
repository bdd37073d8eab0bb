// GET who created a contract, in which tx, and its token where it is one (?chain=C or an L1 chain id).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ address: string }> }): Promise<Response> {
  return appHistoryApi().contract(req, (await ctx.params).address);
}
