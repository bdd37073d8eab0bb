// Watched ICM messengers and contracts (operator mode only): GET; POST {address, stuckMinutes?}; DELETE ?address=.
import { deleteIcmWatch, getIcmWatches, postIcmWatch } from '@/lib/monitor/icm-watch-api';
import { withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => getIcmWatches(req, m, { config: serverConfig() }));
export const POST = (req: Request) => withMonitor(monitor, (m) => postIcmWatch(req, m, { config: serverConfig() }));
export const DELETE = (req: Request) => withMonitor(monitor, (m) => deleteIcmWatch(req, m, { config: serverConfig() }));
