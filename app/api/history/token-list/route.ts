// GET a chain's tokens (?chain=C or an L1 blockchain id), most transfers first, paged by ?after=.
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return appHistoryApi().tokenList(req);
}
