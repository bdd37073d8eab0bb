// GET an address's txs newest first (?chain, ?asset, ?type, ?before, ?format=csv).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.address');
