// "Send a test" (operator only): POST {id} sends one test message to that channel now.
import { postChannelTest } from '@/lib/monitor/graded-api';
import { withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const POST = (req: Request) => withMonitor(monitor, (m) => postChannelTest(req, m, { config: serverConfig() }));
