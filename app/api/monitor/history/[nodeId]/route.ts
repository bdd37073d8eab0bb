// GET a node's sampled uptime history (?since=<ms>), as observed by the connected node.
import { getHistory } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request, ctx: { params: Promise<{ nodeId: string }> }): Promise<Response> {
  const { nodeId } = await ctx.params;
  return getHistory(req, nodeId, monitor());
}
