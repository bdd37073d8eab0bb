// Alert channels (operator only): GET the list (no secrets); POST a channel; PATCH {id, minSeverity};
// DELETE ?id=.
import { deleteChannel, getChannels, patchChannel, postChannel } from '@/lib/monitor/graded-api';
import { withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => withMonitor(monitor, (m) => getChannels(req, m, { config: serverConfig() }));
export const POST = (req: Request) => withMonitor(monitor, (m) => postChannel(req, m, { config: serverConfig() }));
export const PATCH = (req: Request) => withMonitor(monitor, (m) => patchChannel(req, m, { config: serverConfig() }));
export const DELETE = (req: Request) => withMonitor(monitor, (m) => deleteChannel(req, m, { config: serverConfig() }));
