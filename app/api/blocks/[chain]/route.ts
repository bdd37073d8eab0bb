// GET a chain's block list as CSV (X, P, or an EVM chain by `c`, blockchain id or name; ?from=<height>).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('explorer.blocksCsv');
