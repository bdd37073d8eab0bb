// GET a chain's tokens, most transfers first (?chain=C or an L1 chain id, ?after=, ?limit=).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.tokenList');
