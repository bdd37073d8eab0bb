// The HTTP face of evm-recent.ts: `/api/evm/<chain>/recent?count=10`, JSON, never cached by the browser
// (the head moves). As /api/recent does, a node that does not answer is told in the body with a 200.
import { evmClient, resolveEvmChain } from './evm-chains';
import { EVM_RECENT_MAX, evmRecent } from './evm-recent';
import { nodeFailureOf } from './errors';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export async function evmRecentResponse(req: Request, segment: string): Promise<Response> {
  const raw = new URL(req.url).searchParams.get('count') ?? '10';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > EVM_RECENT_MAX) {
    return json(400, { error: `count must be a whole number from 1 to ${EVM_RECENT_MAX}.` });
  }
  try {
    const chain = await resolveEvmChain(segment);
    if (!chain) return json(404, { error: 'The node serves no such EVM chain.' });
    return json(200, await evmRecent(evmClient(chain), chain.key, count));
  } catch (err) {
    if (!nodeFailureOf(err)) throw err;
    return json(200, { error: 'The node did not answer for the chain’s latest blocks.', nodeDown: true });
  }
}
