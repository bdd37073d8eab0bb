// GET the history follower's progress per chain (indexed height, tip, rate, time left).
import { getStatus } from '@/lib/history/api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return getStatus(req);
}
