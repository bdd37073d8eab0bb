// GET daily stats from the history: txs and fees burned per day per chain, active addresses per day.
import { getDailyStats } from '@/lib/history/api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return getDailyStats(req);
}
