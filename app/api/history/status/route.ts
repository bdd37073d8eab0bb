// GET the history follower's progress per chain (indexed height, tip, rate, time left).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.status');
