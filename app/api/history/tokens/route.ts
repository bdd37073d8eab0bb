// GET token transfers (?token=, ?address=, ?before=), a token's holders and an address's token balances.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.tokens');
