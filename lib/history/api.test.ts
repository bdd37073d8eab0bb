// The history API on both stores, as the pages use it: newest first, a text cursor that pages without
// repeats, filters, CSV, and a server with the follower off saying so.
import { expect, it, vi } from 'vitest';
import { formatBech32 } from '@/lib/codec';
import type { HistoryStore, TxWrite } from '@/lib/store/history/records';
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { oneBlockBatch, startCursorsAtZero, txWrite } from '@/lib/store/history/testing/writes';
import { HistoryReadError } from '@/lib/store/history/sqlite-read-pool';
import { historyApi } from './api';

const ADDRESS = formatBech32('local', new Uint8Array(20).fill(7));
const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const T0 = Date.UTC(2025, 5, 1);

const tx = (id: string, pos: number, delta: bigint): TxWrite =>
  txWrite({
    id,
    pos,
    type: delta < 0n ? 'ExportTx' : 'BaseTx',
    fee: 1_000_000n,
    addresses: [{ address: ADDRESS, deltas: new Map([[AVAX, delta]]) }],
    assets: [AVAX],
  });

/** 20 X blocks and 10 P blocks, one tx each, a minute apart, alternating chains at the end. */
async function fill(h: HistoryStore) {
  await startCursorsAtZero(h, ['X', 'P'], 'height', T0);
  const heights: Record<string, number> = { X: 0, P: 0 };
  for (let i = 0; i < 30; i++) {
    const chain: HistoryChain = i >= 20 && i % 2 === 0 ? 'P' : i < 10 ? 'P' : 'X';
    const height = heights[chain]!++;
    const timeMs = T0 + i * 60_000;
    const block = {
      height,
      id: `${chain}-block-${height}`,
      timeMs,
      txs: [tx(`tx-${i}`, 0, i % 3 === 0 ? -5n : BigInt(i))],
    };
    const batch = oneBlockBatch(chain, block, height + 2, 1);
    expect(await h.writeBlocks(batch, timeMs)).toBe(true);
  }
}

const apiOn = (h: HistoryStore) =>
  historyApi({ following: () => true, history: async () => h, describeAssets: async () => ({}) });
const get = async (api: ReturnType<typeof apiOn>, query: string, address = `X-${ADDRESS}`) => {
  const res = await api.addressTxs(new Request(`http://app/api/history/address/x${query}`), address);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

describeEachStore('history API', (s) => {
  it('lists an address newest first and pages by the cursor in the URL, without repeats', async () => {
    const store = await s.open(await s.freshConfig());
    await fill(store.history);
    const api = apiOn(store.history);
    const first = await get(api, '');
    expect(first.status).toBe(200);
    expect(first.body.rows.map((r: { txID: string }) => r.txID).slice(0, 3)).toEqual(['tx-29', 'tx-28', 'tx-27']);
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.next).toMatch(/^\d+\.[XP]\.\d+\.\d+$/);
    const second = await get(api, `?before=${first.body.next}`);
    expect(second.body.rows.map((r: { txID: string }) => r.txID)).toEqual(['tx-4', 'tx-3', 'tx-2', 'tx-1', 'tx-0']);
    expect(second.body.next).toBeNull();
    // X- and P- forms of one key are one history; the summary counts every tx.
    expect((await get(api, '', `P-${ADDRESS}`)).body.rows).toEqual(first.body.rows);
    expect(first.body.summary.txs).toBe(30);
    // "Indexed to height N of M": each chain is two blocks behind its tip here.
    expect(first.body.chains.map((c: { chain: string; indexedHeight: number; tipHeight: number }) => c)).toEqual([
      expect.objectContaining({ chain: 'X', indexedHeight: 14, tipHeight: 16 }),
      expect.objectContaining({ chain: 'P', indexedHeight: 14, tipHeight: 16 }),
    ]);
  });

  it('filters by chain and type, exports CSV with exact signed amounts, refuses a bad cursor', async () => {
    const store = await s.open(await s.freshConfig());
    await fill(store.history);
    const api = apiOn(store.history);
    const p = await get(api, '?chain=P');
    expect(p.body.rows.every((r: { chain: string }) => r.chain === 'P')).toBe(true);
    expect(p.body.rows).toHaveLength(15);
    const exports = await get(api, '?type=ExportTx');
    expect(exports.body.rows.map((r: { txID: string }) => r.txID)).toEqual(
      [27, 24, 21, 18, 15, 12, 9, 6, 3, 0].map((i) => `tx-${i}`),
    );
    const csv = await api.addressTxs(
      new Request('http://app/api/history/address/x?format=csv&chain=X'),
      `X-${ADDRESS}`,
    );
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('time_utc,chain,height,tx_id,type,asset,amount');
    expect(lines).toHaveLength(1 + 15);
    expect(lines[1]).toBe(`${new Date(T0 + 29 * 60_000).toISOString()},X,14,tx-29,BaseTx,${AVAX},29`);
    expect(lines).toContain(`${new Date(T0 + 27 * 60_000).toISOString()},X,13,tx-27,ExportTx,${AVAX},-5`);
    expect((await get(api, '?before=nonsense')).status).toBe(400);
    expect((await get(api, '?chain=Q')).status).toBe(400);
    expect((await get(api, '', 'not-an-address')).status).toBe(400);
  });

  it('pages an asset’s holders by a cursor, and refuses an offset however deep', async () => {
    const store = await s.open(await s.freshConfig());
    await fill(store.history);
    const api = apiOn(store.history);
    const asset = async (query: string) => {
      const res = await api.assetHistory(new Request(`http://app/api/history/asset/${AVAX}${query}`), AVAX);
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    // Paging itself is the store's (history-store.test.ts); here, what the URL takes.
    const first = await asset('?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.holdersNext).toBeNull();
    expect((await asset('?offset=5000000')).status).toBe(400);
    expect((await asset('?holders_after=nonsense')).status).toBe(400);
    expect((await asset(`?holders_after=${'9'.repeat(40)}.X.${ADDRESS}`)).status).toBe(200);
  });
  it('pages an address’s balances and its token balances by cursors in the URL, each once', async () => {
    const store = await s.open(await s.freshConfig());
    const h = store.history;
    await startCursorsAtZero(h, ['X', 'C'], 'height', T0);
    // 30 X assets and 30 tokens: more than a page of each.
    const assets = Array.from({ length: 30 }, (_, i) => `asset${String(i).padStart(2, '0')}`);
    const id = (i: number) => Uint8Array.from({ length: 36 }, (_, j) => (j === 35 ? i : 1));
    const creates = assets.map((asset, i) => ({ id: id(i), chain: 'X' as const, asset, amount: 5n, holder: ADDRESS }));
    await h.writeBlocks(
      oneBlockBatch('X', { height: 0, id: 'x0', timeMs: T0, txs: [txWrite({ id: 'many', assets, creates })] }, 1, 1),
      T0,
    );
    const HOLDER = '0x' + '77'.repeat(20);
    const tokens = Array.from({ length: 30 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
    const tokenTransfers = tokens.map((token, i) => ({
      token,
      kind: 'erc20' as const,
      logIndex: i,
      batchIndex: 0,
      from: '0x' + '00'.repeat(20),
      to: HOLDER,
      value: 1n,
      tokenId: null,
      amount: 1n,
    }));
    await h.writeBlocks(
      oneBlockBatch('C', { height: 0, id: '0xc0', timeMs: T0, txs: [txWrite({ id: '0xt0', tokenTransfers })] }, 1, 1),
      T0,
    );
    const api = apiOn(h);
    const first = await get(api, '');
    expect(first.body.balances.map((b: { asset: string }) => b.asset)).toEqual(assets.slice(0, 25));
    expect(first.body.balancesNext).toEqual(expect.any(String));
    const second = await get(api, `?balances_after=${encodeURIComponent(first.body.balancesNext)}`);
    expect(second.body.balances.map((b: { asset: string }) => b.asset)).toEqual(assets.slice(25));
    expect(second.body.balancesNext).toBeNull();
    expect((await get(api, '?balances_after=nonsense')).status).toBe(400);
    const held = async (query: string) => {
      const res = await api.tokens(new Request(`http://app/api/history/tokens?address=${HOLDER}${query}`));
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const page1 = await held('');
    expect(page1.body.balances.map((b: { token: string }) => b.token)).toEqual(tokens.slice(0, 25));
    expect(page1.body.balancesNext).toBe(tokens[24]);
    const page2 = await held(`&balances_after=${page1.body.balancesNext}`);
    expect(page2.body.balances.map((b: { token: string }) => b.token)).toEqual(tokens.slice(25));
    expect(page2.body.balancesNext).toBeNull();
    expect((await held('&balances_after=nonsense')).status).toBe(400);
  });

  it('pages an address’s balances on from a cursor that ends on an owner set it shares', async () => {
    const store = await s.open(await s.freshConfig());
    const h = store.history;
    await startCursorsAtZero(h, ['X'], 'height', T0);
    // ADDRESS holds 5 assets with OTHER (a 2-of-2 owner set, whose key sorts first) and 5 alone.
    const OTHER = formatBech32('local', new Uint8Array(20).fill(9));
    const SHARED = `2/2:${[ADDRESS, OTHER].sort().join(',')}`;
    const assets = Array.from({ length: 5 }, (_, i) => `asset${i}`);
    const id = (i: number) => Uint8Array.from({ length: 36 }, (_, j) => (j === 35 ? i : 2));
    const creates = [
      ...assets.map((asset, i) => ({ id: id(i), chain: 'X' as const, asset, amount: 7n, holder: SHARED })),
      ...assets.map((asset, i) => ({ id: id(10 + i), chain: 'X' as const, asset, amount: 3n, holder: ADDRESS })),
    ];
    await h.writeBlocks(
      oneBlockBatch('X', { height: 0, id: 'x0', timeMs: T0, txs: [txWrite({ id: 'shared', assets, creates })] }, 1, 1),
      T0,
    );
    const api = apiOn(h);
    const held = (b: { holder: string; asset: string }[]) => b.map((r) => [r.holder, r.asset]);
    const first = await get(api, '?limit=5');
    expect(held(first.body.balances)).toEqual(assets.map((a) => [SHARED, a]));
    // The cursor's text names the owner set (its `/`, `:` and `,` survive the URL) and the last asset.
    expect(first.body.balancesNext).toBe(`X.${assets[4]}.${SHARED}`);
    const second = await get(api, `?limit=5&balances_after=${encodeURIComponent(first.body.balancesNext)}`);
    expect(second.status).toBe(200);
    expect(held(second.body.balances)).toEqual(assets.map((a) => [ADDRESS, a]));
    expect(second.body.balancesNext).toBeNull();
  });

  it('lists a chain’s tokens by a cursor that survives the URL, and refuses X, P and bad cursors', async () => {
    const store = await s.open(await s.freshConfig());
    const h = store.history;
    await startCursorsAtZero(h, ['C'], 'height', T0);
    const ZERO = '0x0000000000000000000000000000000000000000';
    const tokens = Array.from({ length: 3 }, (_, i) => `0x${'0'.repeat(39)}${i + 1}`);
    const transfers = tokens.flatMap((token, i) =>
      Array.from({ length: i + 1 }, (_, j) => ({
        token,
        kind: 'erc20' as const,
        logIndex: i * 10 + j,
        batchIndex: 0,
        from: ZERO,
        to: tokens[0]!,
        value: 1n,
        tokenId: null,
        amount: 1n,
      })),
    );
    const block = { height: 0, id: '0xb0', timeMs: T0, txs: [txWrite({ id: '0xt0', tokenTransfers: transfers })] };
    const batch = {
      ...oneBlockBatch('C', block, 2, 1),
      tokens: tokens.map((address, i) => ({
        address,
        kind: 'erc20' as const,
        name: `<b>T${i}</b>`,
        symbol: `T${i}`,
        decimals: 6,
      })),
    };
    expect(await h.writeBlocks(batch, T0)).toBe(true);
    const api = apiOn(h);
    const list = async (q: string) => {
      const res = await api.tokenList(new Request(`http://app/api/history/token-list${q}`));
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    const first = await list('?chain=C&limit=2');
    expect(first.body.rows.map((r: { symbol: string }) => r.symbol)).toEqual(['T2', 'T1']);
    // Names come back as the text they are (the page renders text, never markup).
    expect(first.body.rows[0].name).toBe('<b>T2</b>');
    const rest = await list(`?chain=C&limit=2&after=${encodeURIComponent(first.body.next)}`);
    expect(rest.body.rows.map((r: { symbol: string }) => r.symbol)).toEqual(['T0']);
    expect(rest.body.next).toBeNull();
    expect((await list('?chain=X')).status).toBe(400);
    const contract = await api.contract(new Request('http://app/api/history/contract/x?chain=C'), tokens[2]!);
    expect(await contract.json()).toMatchObject({ following: true, contract: null, token: { symbol: 'T2' } });
    expect((await api.contract(new Request('http://app/api/history/contract/x'), '0x12')).status).toBe(400);
    expect((await list('?chain=C&after=nonsense')).status).toBe(400);
  });
});

it('says the follower is off, without opening the store', async () => {
  const api = historyApi({
    following: () => false,
    history: () => Promise.reject(new Error('must not be opened')),
    describeAssets: async () => ({}),
  });
  for (const res of [
    await api.addressTxs(new Request('http://app/x'), `X-${ADDRESS}`),
    await api.status(new Request('http://app/x')),
    await api.dailyStats(new Request('http://app/x')),
  ]) {
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ following: false });
  }
});

it('tells the public that the store does not answer, never its host, user or file (those go to the log)', async () => {
  const leaks = [
    'connect ECONNREFUSED 10.0.3.7:5432',
    'password authentication failed for user "snowline_rw"',
    'unable to open database file /srv/snowline/data/history.sqlite',
  ];
  const logged: string[] = [];
  const errorLog = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logged.push(a.join(' ')));
  try {
    for (const leak of leaks) {
      for (const api of [
        historyApi({
          following: () => true,
          history: () => Promise.reject(new Error(leak)),
          describeAssets: async () => ({}),
        }),
        historyApi({
          following: () => true,
          history: async () =>
            ({
              cursors: () => Promise.reject(new Error(leak)),
              chainProgress: () => Promise.reject(new Error(leak)),
              undecoded: () => Promise.reject(new Error(leak)),
            }) as unknown as HistoryStore,
          describeAssets: async () => ({}),
        }),
        historyApi({
          following: () => {
            throw new Error(leak);
          },
          history: () => Promise.reject(new Error('unused')),
          describeAssets: async () => ({}),
        }),
      ]) {
        const res = await api.status(new Request('http://app/api/history/status'));
        expect(res.status).toBeGreaterThanOrEqual(500);
        const text = await res.text();
        expect(text).toMatch(/see the server log/);
        for (const secret of ['10.0.3.7', 'snowline_rw', '/srv/snowline', '5432']) expect(text).not.toContain(secret);
      }
    }
  } finally {
    errorLog.mockRestore();
  }
  expect(logged.some((l) => l.includes('snowline_rw'))).toBe(true);
});

it('a history read refused as busy or stopped as too slow answers 503 in words, with when to retry', async () => {
  const api = historyApi({
    following: () => true,
    history: async () =>
      ({
        cursors: () => Promise.reject(new HistoryReadError('the history store is busy: try again in a moment', 1)),
        undecoded: async () => [],
      }) as unknown as HistoryStore,
    describeAssets: async () => ({}),
  });
  const res = await api.status(new Request('http://app/api/history/status'));
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(await res.json()).toEqual({ error: 'the history store is busy: try again in a moment' });
});
