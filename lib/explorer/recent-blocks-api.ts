// The HTTP face of recent-blocks.ts: `/api/recent/X?count=30`, JSON, never cached by the browser
// (the tip moves). A node that does not answer is told in the body with a 200, as the node proxy
// tells a JSON-RPC error: the page shows its stale mark, and the browser logs no failed resource.
import { serverNodeClient } from '@/lib/server/node';
import { networkInfo } from './network';
import { RECENT_MAX, recentCBlocks, recentUtxoBlocks } from './recent-blocks';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export async function recentBlocksResponse(req: Request, chain: string): Promise<Response> {
  if (chain !== 'X' && chain !== 'P' && chain !== 'C') return json(404, { error: 'Unknown chain: use X, P or C.' });
  const raw = new URL(req.url).searchParams.get('count') ?? '8';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > RECENT_MAX) {
    return json(400, { error: `count must be a whole number from 1 to ${RECENT_MAX}.` });
  }
  const node = serverNodeClient();
  try {
    const body =
      chain === 'C'
        ? await recentCBlocks(node, count)
        : await recentUtxoBlocks(node, chain, count, (await networkInfo()).ctx);
    return json(200, body);
  } catch {
    return json(200, { error: `The node did not answer for the latest ${chain}-Chain blocks.`, nodeDown: true });
  }
}
