// GET the watchlist with each node's state; POST {nodeID, threshold?} to watch; DELETE ?nodeID= to stop.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.watchlist');
export const POST = nextRoute('monitor.watch');
export const DELETE = nextRoute('monitor.unwatch');
