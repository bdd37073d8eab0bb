// GET an EVM block's txs as CSV (the chain by `c`, blockchain id or name; the block by number or hash).
import { csvRoute } from '@/lib/history/csv-stream';
import { evmBlockTxsCsv } from '@/lib/explorer/evm-block-txs-csv';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ chain: string; ref: string }> }): Promise<Response> {
  const { chain, ref } = await ctx.params;
  return csvRoute(req, () => evmBlockTxsCsv(chain, ref));
}
