// GET a chain's tokens, most transfers first (?chain=C or an L1 chain id, ?after=, ?limit=).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return appHistoryApi().tokenList(req);
}
