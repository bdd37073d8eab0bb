// GET a node's sampled uptime history (?since=<ms>), as observed by the connected node.
import { getHistory, withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ nodeId: string }> }): Promise<Response> {
  const { nodeId } = await ctx.params;
  let nodeID: string;
  try {
    nodeID = decodeURIComponent(nodeId);
  } catch {
    nodeID = ''; // a stray % is not a node id: a 400 below, not a URIError 500
  }
  return withMonitor(monitor, (m) => getHistory(req, nodeID, m));
}
