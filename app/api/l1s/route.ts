// GET the L1s list (every subnet the node lists) as CSV.
import { csvRoute } from '@/lib/history/csv-stream';
import { l1sCsv } from '@/lib/explorer/l1s-csv';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return csvRoute(req, () => l1sCsv());
}
