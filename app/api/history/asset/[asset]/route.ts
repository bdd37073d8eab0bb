// GET an asset's txs newest first (?before) and its top holders (?holders_after).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.asset');
