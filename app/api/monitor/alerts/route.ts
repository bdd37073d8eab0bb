// GET recent alerts (?nodeID=&limit=) with their webhook delivery state; POST {retry: id} to resend.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.alerts');
export const POST = nextRoute('monitor.retryAlert');
