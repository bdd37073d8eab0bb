// GET recent alerts (?nodeID=&limit=) with their webhook delivery state; POST {retry: id} to resend.
import { getAlerts, postAlertRetry, withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => getAlerts(req, m, { config: serverConfig() }));
export const POST = (req: Request) => withMonitor(monitor, (m) => postAlertRetry(req, m, { config: serverConfig() }));
