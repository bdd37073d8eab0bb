// The HTTP face of evm-recent.ts: `/api/evm/<chain>/recent?count=10`, JSON, never cached by the browser
// (the head moves). As /api/recent does, a node that does not answer is told in the body with a 200.
import { problem, reply } from '@/lib/api/reply';
import { evmClient, resolveEvmChain } from './evm-chains';
import { EVM_RECENT_MAX, evmRecent } from './evm-recent';
import { nodeFailureOf } from './errors';

export async function evmRecentResponse(req: Request, segment: string): Promise<Response> {
  const raw = new URL(req.url).searchParams.get('count') ?? '10';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > EVM_RECENT_MAX) {
    return problem(400, `count must be a whole number from 1 to ${EVM_RECENT_MAX}.`);
  }
  try {
    const chain = await resolveEvmChain(segment);
    if (!chain) return problem(404, 'The node serves no such EVM chain.');
    return reply('evm.recent', await evmRecent(evmClient(chain), chain.key, count));
  } catch (err) {
    if (!nodeFailureOf(err)) throw err;
    return reply('evm.recent', { error: 'The node did not answer for the chain’s latest blocks.', nodeDown: true });
  }
}
