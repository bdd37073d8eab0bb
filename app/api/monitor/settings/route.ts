// A watched validator's condition settings: GET ?nodeID= (with the server's defaults); POST {nodeID, settings}.
import { getSettings, postSettings } from '@/lib/monitor/graded-api';
import { withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => getSettings(req, m, { config: serverConfig() }));
export const POST = (req: Request) => withMonitor(monitor, (m) => postSettings(req, m, { config: serverConfig() }));
