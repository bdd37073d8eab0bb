// GET token transfers (?token=, ?address=, ?before=), a token's holders and an address's token balances.
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return appHistoryApi().tokens(req);
}
