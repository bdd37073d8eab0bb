// GET an index path's containers as CSV, newest first (?start=<index> as the index page takes it, or
// ?to=<index>: the newest to export, as a bounded file says to go on).
import { csvRoute } from '@/lib/history/csv-stream';
import { indexCsv } from '@/lib/explorer/index-csv';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ chain: string; kind: string }> }): Promise<Response> {
  const { chain, kind } = await ctx.params;
  return csvRoute(req, (q) => indexCsv(chain, kind, q.get('start'), q.get('to')));
}
