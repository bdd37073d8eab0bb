// GET an index path's containers as CSV, newest first (?start=<index> as the index page takes it, or
// ?to=<index>: the newest to export, as a bounded file says to go on).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('explorer.indexCsv');
