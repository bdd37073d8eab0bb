// The cursor knows which chain it follows: a follower pointed at a node of another network, or at a
// node that was reset (another block where the cursor stands), refuses to append and says why on
// /status; the right node back, it resumes where it was.
import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { historyApi } from '@/lib/history/api';
import type { HistoryStore } from '@/lib/store/history/records';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { createChainFollower } from './chain-follower';
import type { ChainReader } from './chain-readers';
import { readFollowerConfig } from '@/lib/server/follower-config';
import { createFollowerMetrics } from './metrics';
import type { NodeReader } from './node-reader';

type Raw = { height: number; id: string }[];

/** A node whose X-chain holds the blocks `ids` (ids[h] at height h), of network `networkID`. */
function nodeWith(networkID: number, ids: string[]) {
  const node: NodeReader = {
    call: async <T>(_path: string, method: string) => {
      if (method === 'avm.getHeight') return { height: String(ids.length - 1) } as T;
      throw new Error(`unexpected ${method}`);
    },
  };
  const reader: ChainReader<Raw> = {
    chain: 'X',
    source: 'height',
    identity: { networkID, blockchainID: 'X-chain-id' },
    blockIDAt: async (h) => ids[h] ?? null,
    read: async (cursor, max) =>
      ids.slice(cursor.nextHeight, cursor.nextHeight + max).map((id, i) => ({ height: cursor.nextHeight + i, id })),
    count: (raw) => raw.length,
    derive: async (raw, cursor) => ({
      blocks: raw.map((b) => ({ height: b.height, id: b.id, timeMs: 1_000 * (b.height + 1), txs: [] })),
      tokens: [],
      nextHeight: cursor.nextHeight + raw.length,
      nextIndex: null,
    }),
    startIndex: async () => null,
  };
  return { node, reader };
}

/** The X cursor (a placeholder at height 0 before the follower starts one). */
const xCursor = async (h: HistoryStore) =>
  (await h.cursors()).find((c) => c.chain === 'X') ?? { nextHeight: 0, error: null };

async function until(check: () => Promise<boolean>, what: string) {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within 10 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Follows the node with a fresh follower until `done`, then stops it. */
async function follow(store: Store, on: ReturnType<typeof nodeWith>, done: () => Promise<boolean>, what: string) {
  const follower = createChainFollower({
    ...on,
    store: store.history,
    config: readFollowerConfig({ SNOWLINE_FOLLOW_POLL_MS: '50', SNOWLINE_FOLLOW_BATCH_BLOCKS: '2' }),
    metrics: createFollowerMetrics(new Registry()),
    log: () => undefined,
  });
  follower.start();
  try {
    await until(done, what);
  } finally {
    await follower.stop();
  }
}

describeEachStore('follower on a node that is not the chain it followed', (s) => {
  it('refuses to append, says so on /status, and resumes once the right node is back', async () => {
    const store = await s.open(await s.freshConfig());
    const h = store.history;
    const original = ['a0', 'a1', 'a2', 'a3'];
    await follow(store, nodeWith(12345, original), async () => (await xCursor(h)).nextHeight === 4, 'first run');
    expect(await xCursor(h)).toMatchObject({ networkID: 12345, blockchainID: 'X-chain-id', lastBlockID: 'a3' });

    const api = historyApi({ following: () => true, history: async () => h, describeAssets: async () => ({}) });
    const statusError = async () => {
      const body = (await (await api.status(new Request('http://x/api/history/status'))).json()) as {
        chains: { chain: string; error: string | null; foreign: boolean; indexedHeight: number }[];
      };
      return body.chains.find((c) => c.chain === 'X')!;
    };

    // The node was reset: a new chain, longer than the old one, with another block at height 3.
    const reset = nodeWith(12345, ['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    await follow(store, reset, async () => (await xCursor(h)).error !== null, 'refusal after a reset');
    expect((await statusError()).error).toMatch(/block at height 3 is b3, not a3 .*node was reset/);
    expect((await statusError()).foreign).toBe(true);
    expect(await xCursor(h)).toMatchObject({ nextHeight: 4, lastBlockID: 'a3' });

    // A node of another network, whatever its blocks.
    const other = nodeWith(1, [...original, 'a4']);
    await follow(store, other, async () => /network 1,/.test((await xCursor(h)).error ?? ''), 'refusal (network)');
    expect((await statusError()).error).toMatch(/read from network 12345, chain X-chain-id, but the node is network 1/);
    expect((await xCursor(h)).nextHeight).toBe(4);

    // The original node, a block further on: it resumes from where it was, and the error is gone.
    await follow(
      store,
      nodeWith(12345, [...original, 'a4']),
      async () => (await xCursor(h)).nextHeight === 5,
      'resuming on the right node',
    );
    expect(await xCursor(h)).toMatchObject({ lastBlockID: 'a4', error: null });
    expect(await statusError()).toMatchObject({ error: null, foreign: false, indexedHeight: 4 });
  }, 60_000);

  it('follows the new chain from scratch once an operator starts a fresh index', async () => {
    const store = await s.open(await s.freshConfig());
    const h = store.history;
    await follow(store, nodeWith(12345, ['a0', 'a1', 'a2']), async () => (await xCursor(h)).nextHeight === 3, 'old');
    const reset = nodeWith(12345, ['b0', 'b1', 'b2', 'b3']);
    await follow(store, reset, async () => (await xCursor(h)).error !== null, 'refusal after a reset');

    await h.startAfresh(false, Date.now());
    await follow(store, reset, async () => (await xCursor(h)).nextHeight === 4, 'the fresh index');
    expect(await xCursor(h)).toMatchObject({ lastBlockID: 'b3', error: null });
  }, 60_000);
});

describeEachStore('follower progress', (s) => {
  it('never reports a block indexed past the tip, when blocks arrive between two looks at the tip', async () => {
    const store = await s.open(await s.freshConfig());
    const h = store.history;
    const ids = ['a0', 'a1'];
    const on = nodeWith(12345, ids);
    const api = historyApi({ following: () => true, history: async () => h, describeAssets: async () => ({}) });
    const xStatus = async () => {
      const body = (await (await api.status(new Request('http://x/api/history/status'))).json()) as {
        chains: { chain: string; indexedHeight: number; tipHeight: number | null }[];
      };
      return body.chains.find((c) => c.chain === 'X')!;
    };
    const follower = createChainFollower({
      ...on,
      store: h,
      config: readFollowerConfig({ SNOWLINE_FOLLOW_POLL_MS: '50', SNOWLINE_FOLLOW_BATCH_BLOCKS: '2' }),
      metrics: createFollowerMetrics(new Registry()),
      log: () => undefined,
    });
    follower.start();
    try {
      await until(async () => (await xCursor(h)).nextHeight === 2, 'the first blocks');
      // A block is accepted just after the follower last looked at the tip.
      ids.push('a2');
      await until(async () => (await xCursor(h)).nextHeight === 3, 'the new block');
      const x = await xStatus();
      expect(x.indexedHeight).toBe(2);
      expect(x.tipHeight).toBeGreaterThanOrEqual(x.indexedHeight);
    } finally {
      await follower.stop();
    }
  }, 30_000);
});
