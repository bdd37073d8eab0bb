// GET the history follower's progress per chain (indexed height, tip, rate, time left).
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return appHistoryApi().status(req);
}
