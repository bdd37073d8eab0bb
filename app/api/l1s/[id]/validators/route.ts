// GET an L1's ACP-77 validators as CSV (format=csv, so it is priced as an export).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('explorer.l1ValidatorsCsv');
