// GET token transfers (?token=, ?address=, ?before=), a token's holders and an address's token balances.
import { getTokens } from '@/lib/history/api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return getTokens(req);
}
