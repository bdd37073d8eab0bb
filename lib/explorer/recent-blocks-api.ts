// The HTTP face of recent-blocks.ts: `/api/recent/X?count=30`, JSON, never cached by the browser
// (the tip moves). A node that does not answer is told in the body with a 200, as the node proxy
// tells a JSON-RPC error: the page shows its stale mark, and the browser logs no failed resource.
import { problem, reply } from '@/lib/api/reply';
import { serverNodeClient } from '@/lib/node/server-client';
import { networkInfo } from './network';
import { RECENT_MAX, recentCBlocks, recentUtxoBlocks } from './recent-blocks';

export async function recentBlocksResponse(req: Request, chain: string): Promise<Response> {
  if (chain !== 'X' && chain !== 'P' && chain !== 'C') return problem(404, 'Unknown chain: use X, P or C.');
  const raw = new URL(req.url).searchParams.get('count') ?? '8';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > RECENT_MAX) {
    return problem(400, `count must be a whole number from 1 to ${RECENT_MAX}.`);
  }
  const node = serverNodeClient();
  try {
    const body =
      chain === 'C'
        ? await recentCBlocks(node, count)
        : await recentUtxoBlocks(node, chain, count, (await networkInfo()).ctx);
    return reply('recent.blocks', body);
  } catch {
    return reply('recent.blocks', {
      error: `The node did not answer for the latest ${chain}-Chain blocks.`,
      nodeDown: true,
    });
  }
}
