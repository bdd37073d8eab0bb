// GET daily stats from the history: txs and fees burned per day per chain, active addresses per day.
import { appHistoryApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(req: Request): Promise<Response> {
  return appHistoryApi().dailyStats(req);
}
