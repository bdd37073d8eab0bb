// GET an L1's ACP-77 validators as CSV.
import { l1ValidatorsCsvReply } from '@/lib/explorer/l1-validators-csv';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  return l1ValidatorsCsvReply((await ctx.params).id);
}
