// An answer the server seeded into the page, before the browser has loaded the registry: its hooks take
// the policy the server gave it, so a fresh answer is not asked for again as the page hydrates (which
// would also load the registry and its schemas then), and a live one is still polled.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STALE_MS, untilNextBeat } from '@/lib/hooks/query-timing';

const call = vi.fn(async () => ({ height: 8n }));
vi.mock('@/lib/browser/node-client', () => ({ browserNodeClient: () => ({ call }) }));

/**
 * A page's first moments, in modules loaded afresh (no registry yet): a client holding the server's
 * answer to platform.getHeight, read `ageMs` ago, with or without its policy, and the hook's options.
 */
async function seeded(ageMs: number, withPolicy: boolean) {
  vi.resetModules();
  const { seedAnswers } = await import('./seed-cache');
  const { nodeQuery } = await import('@/lib/hooks/use-node-query');
  const qc = new QueryClient();
  const height = nodeQuery('platform.getHeight', {});
  const policy = withPolicy ? { cache: 'live' as const, pollMs: 5_000 } : undefined;
  seedAnswers(qc, [[height.queryKey, { height: 7n }, undefined, policy]], Date.now() - ageMs);
  return { qc, height };
}

/** Whether a view mounting now asks the node. */
function asksOnMount({ qc, height }: Awaited<ReturnType<typeof seeded>>): boolean {
  const observer = new QueryObserver(qc, height);
  const unsubscribe = observer.subscribe(() => undefined);
  const asking = observer.getCurrentResult().fetchStatus === 'fetching';
  unsubscribe();
  return asking;
}

beforeEach(() => call.mockClear());

describe('a seeded node answer before the registry loads', () => {
  it('is not asked for again while it is fresh by the policy the server gave it', async () => {
    expect(asksOnMount(await seeded(100, true))).toBe(false);
  });

  it('is polled at the period the server gave, on the beat', async () => {
    const { qc, height } = await seeded(100, true);
    const query = qc.getQueryCache().find({ queryKey: height.queryKey })!;
    const stale = height.staleTime as (q: typeof query) => number;
    const poll = height.refetchInterval as (q: typeof query) => number | false;
    expect(stale(query)).toBe(LIVE_STALE_MS);
    expect(Math.abs((poll(query) as number) - untilNextBeat(5_000))).toBeLessThan(50);
  });

  it('is asked for again once older than its policy allows', async () => {
    expect(asksOnMount(await seeded(LIVE_STALE_MS + 500, true))).toBe(true);
  });

  it('without a policy (an older server), is asked for again at once, as before', async () => {
    expect(asksOnMount(await seeded(100, false))).toBe(true);
  });
});
