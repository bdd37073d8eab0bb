// Watched L1 validators: GET; POST {validationID} or {nodeID, subnetID}; DELETE ?validationID=.
import { deleteL1Watch, getL1Watches, postL1Watch } from '@/lib/monitor/graded-api';
import { withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';
import { serverNodeClient } from '@/lib/node/server-client';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => getL1Watches(req, m, { config: serverConfig() }));
export const POST = (req: Request) =>
  withMonitor(monitor, (m) => postL1Watch(req, m, { config: serverConfig(), client: serverNodeClient() }));
export const DELETE = (req: Request) => withMonitor(monitor, (m) => deleteL1Watch(req, m, { config: serverConfig() }));
