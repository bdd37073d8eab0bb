// GET an L1's ACP-77 validators as CSV (format=csv, so it is priced as an export).
import { csvRoute } from '@/lib/history/csv-stream';
import { l1ValidatorsCsv } from '@/lib/explorer/l1-validators-csv';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await ctx.params;
  return csvRoute(req, () => l1ValidatorsCsv(id));
}
