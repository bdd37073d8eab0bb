// Graded alert history: open episodes and notifications with their delivery states (?subject=, ?limit=).
import { getNotifications } from '@/lib/monitor/graded-api';
import { withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => getNotifications(req, m, { config: serverConfig() }));
