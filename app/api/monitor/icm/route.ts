// Watched ICM messengers and contracts (operator mode only): GET; POST {address, stuckMinutes?}; DELETE ?address=.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.icmWatches');
export const POST = nextRoute('monitor.watchIcm');
export const DELETE = nextRoute('monitor.unwatchIcm');
