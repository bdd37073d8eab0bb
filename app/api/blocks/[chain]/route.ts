// GET a chain's block list as CSV (X, P, or an EVM chain by `c`, blockchain id or name; ?from=<height>).
import { csvRoute } from '@/lib/history/csv-stream';
import { blocksCsv } from '@/lib/explorer/blocks-csv';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ chain: string }> }): Promise<Response> {
  const { chain } = await ctx.params;
  return csvRoute(req, (q) => blocksCsv(chain, q.get('from')));
}
