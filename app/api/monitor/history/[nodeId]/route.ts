// GET a node's sampled uptime history (?since=<ms>), as observed by the connected node.
import { getHistory, withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ nodeId: string }> }): Promise<Response> {
  const { nodeId } = await ctx.params;
  // Next hands the segment decoded; decoding again would turn a literal % into a 500.
  return withMonitor(monitor, (m) => getHistory(req, nodeId, m, { config: serverConfig() }));
}
