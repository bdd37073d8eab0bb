// The freshness each registry cache policy gives a browser query, seen through TanStack's own client:
// how often the node is asked again, and what a view keeps when it stops answering.
import { QueryClient, QueryObserver, type Query } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMethodPolicies } from '@/lib/browser/method-policy';
import { toQueryState } from './query-state';
import { LIVE_STALE_MS, STATIC_STALE_MS } from './query-timing';
import { nodeQuery } from './use-node-query';

const answers = new Map<string, () => unknown>();
const call = vi.fn(async (method: string) => {
  const answer = answers.get(method);
  if (!answer) throw new Error(`${method}: no answer`);
  return answer();
});
vi.mock('@/lib/browser/node-client', () => ({ browserNodeClient: () => ({ call }) }));

type AnyQuery = Query<unknown, Error, unknown, readonly string[]>;
/** The options' freshness callbacks, read as TanStack reads them for a query holding `data`. */
function freshness(options: { staleTime?: unknown; refetchInterval?: unknown }, data: unknown) {
  const query = { state: { data } } as unknown as AnyQuery;
  const stale = options.staleTime as (q: AnyQuery) => number;
  const interval = options.refetchInterval as (q: AnyQuery) => number | false;
  return { staleTime: stale(query), poll: interval(query) };
}

beforeAll(async () => {
  await loadMethodPolicies();
});
beforeEach(() => {
  call.mockClear();
  answers.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('freshness from the registry cache policy', () => {
  it('immutable: an accepted block is never stale and never polled', () => {
    const q = nodeQuery('avm.getBlockByHeight', { height: 3n, encoding: 'hex' });
    expect(freshness(q, { block: '0x00', encoding: 'hex' })).toEqual({ staleTime: Infinity, poll: false });
  });

  it('static: the network name is kept for minutes, not polled', () => {
    expect(freshness(nodeQuery('info.getNetworkName', {}), { networkName: 'local' })).toEqual({
      staleTime: STATIC_STALE_MS,
      poll: false,
    });
  });

  it('live: a height is polled on the beat of the view’s pace, and shared for at most a second', () => {
    vi.useFakeTimers({ now: 1_700_000_002_000 }); // 1 s past a 3 s beat
    const q = nodeQuery('platform.getHeight', {}, undefined, { pollMs: 3_000 });
    expect(freshness(q, { height: 7n })).toEqual({ staleTime: LIVE_STALE_MS, poll: 2_020 });
    // Before any answer (the node was down), it keeps trying at the same pace.
    expect(freshness(q, undefined).poll).toBe(2_020);
  });

  it('live: views that start apart poll at the same moments, at the registry’s pace by default', () => {
    const moments = [1_700_000_000_137, 1_700_000_006_900, 1_700_000_013_555].map((start) => {
      vi.useFakeTimers({ now: start });
      const q = nodeQuery('platform.getCurrentValidators', {});
      return start + (freshness(q, { validators: [] }).poll as number);
    });
    // platform.getCurrentValidators is polled every 15 s: the next beat after each start.
    expect(moments).toEqual([1_700_000_010_020, 1_700_000_010_020, 1_700_000_025_020]);
  });

  it('never: issuing a tx is not cached', () => {
    const q = nodeQuery('avm.issueTx', { tx: '0x00' });
    expect(freshness(q, { txID: 'x' }).staleTime).toBe(0);
    expect(q.gcTime).toBe(0);
  });

  it('an immutable method whose answer can still change stays live until it settles', () => {
    const status = nodeQuery('avm.getTxStatus', { txID: '11111111111111111111111111111111LpoYY' });
    expect(freshness(status, { status: 'Processing' }).poll).not.toBe(false);
    expect(freshness(status, { status: 'Accepted' })).toEqual({ staleTime: Infinity, poll: false });
    // Parsed uint64s are bigints; the rules read them as the wire's decimal text.
    const rewards = nodeQuery('platform.getRewardUTXOs', { txID: '11111111111111111111111111111111LpoYY' });
    expect(freshness(rewards, { numFetched: 0n, utxos: [], encoding: 'hex' }).staleTime).toBe(LIVE_STALE_MS);
    expect(freshness(rewards, { numFetched: 2n, utxos: ['0x'], encoding: 'hex' }).staleTime).toBe(Infinity);
  });

  it('a read at a block number is immutable once found; at a tag, or not found yet, it is live', () => {
    const block = { number: '0x5', hash: '0xab' };
    expect(freshness(nodeQuery('eth_getBlockByNumber', ['0x5', false]), block).staleTime).toBe(Infinity);
    expect(freshness(nodeQuery('eth_getBlockByNumber', ['0x5', false]), null).staleTime).toBe(LIVE_STALE_MS);
    expect(freshness(nodeQuery('eth_getBlockByNumber', ['latest', false]), block).staleTime).toBe(LIVE_STALE_MS);
  });
});

describe('node queries in a query client', () => {
  it('asks the node once for an immutable answer, again for a live one past its second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const qc = new QueryClient();
    answers.set('avm.getBlockByHeight', () => ({ block: '0x00', encoding: 'hex' }));
    answers.set('platform.getHeight', () => ({ height: 1n }));
    const block = nodeQuery('avm.getBlockByHeight', { height: 1n, encoding: 'hex' });
    const height = nodeQuery('platform.getHeight', {});
    await qc.fetchQuery(block);
    await qc.fetchQuery(height);
    vi.setSystemTime(Date.now() + LIVE_STALE_MS + 1);
    await qc.fetchQuery(block);
    await qc.fetchQuery(height);
    expect(call.mock.calls.map((c) => c[0])).toEqual([
      'avm.getBlockByHeight',
      'platform.getHeight',
      'platform.getHeight',
    ]);
  });

  it('a live view keeps its last good answer, marked stale, when the node stops answering', async () => {
    const qc = new QueryClient();
    let up = true;
    answers.set('platform.getHeight', () => {
      if (!up) throw new Error('node unreachable');
      return { height: 9n };
    });
    const observer = new QueryObserver(qc, nodeQuery('platform.getHeight', {}, undefined, { pollMs: 60_000 }));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ height: 9n }));
    up = false;
    await observer.refetch();
    const state = toQueryState(observer.getCurrentResult());
    expect(state).toMatchObject({ data: { height: 9n }, isStale: true, isLoading: false });
    expect(state.error?.message).toBe('node unreachable');
    unsubscribe();
  });
});
