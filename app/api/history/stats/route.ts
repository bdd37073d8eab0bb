// GET daily stats from the history: txs and fees burned per day per chain, active addresses per day.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.stats');
