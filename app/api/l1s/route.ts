// GET the L1s list (every subnet the node lists) as CSV.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('explorer.l1sCsv');
