// GET the watchlist with each node's state; POST {nodeID, threshold?} to watch; DELETE ?nodeID= to stop.
import { deleteWatch, getWatchlist, postWatch, withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => getWatchlist(req, m, { config: serverConfig() }));
export const POST = (req: Request) => withMonitor(monitor, (m) => postWatch(req, m, { config: serverConfig() }));
export const DELETE = (req: Request) => withMonitor(monitor, (m) => deleteWatch(req, m, { config: serverConfig() }));
