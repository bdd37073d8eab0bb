// The HTTP face of network-stats.ts: `/api/network/stats`, JSON, never cached by the browser. As
// /api/recent does, a node that does not answer is told in a 200's body (the page shows its mark).
import type { NodeClient } from '@/lib/client';
import { reply } from '@/lib/api/reply';
import { serverNodeClient } from '@/lib/node/server-client';
import { networkStats } from './network-stats';

export async function networkStatsResponse(node: NodeClient = serverNodeClient()): Promise<Response> {
  try {
    return reply('network.stats', await networkStats(node));
  } catch {
    return reply('network.stats', { error: 'The node did not answer for the network stats.', nodeDown: true });
  }
}
