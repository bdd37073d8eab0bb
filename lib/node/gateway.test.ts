import { Registry } from 'prom-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_CALLER } from '@/lib/auth/caller';
import { cb58Encode } from '@/lib/codec/cb58';
import { readNodeConfig, type NodeConfig } from './config';
import { createNodeGateway, type NodeAnswer, type NodeGatewayDeps } from './gateway';
import { createNodeMetrics } from './metrics';
import { memoryAnswerLayer, memorySpace } from './shared-layer';
import { testServerConfig } from '@/lib/server/testing/server-config';

// A stand-in node behind an injected fetch: records every call and answers per method.
interface Seen {
  path: string;
  method: string;
  params: unknown;
}
type Answer = { result: unknown } | { error: { code: number; message: string } } | { status: number; text: string };
let seen: Seen[];
let answer: (s: Seen) => Answer;

const fakeFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown };
  const s = { path: url.pathname, method: body.method, params: body.params };
  seen.push(s);
  const a = answer(s);
  if ('status' in a) return new Response(a.text, { status: a.status, headers: { 'content-type': 'text/plain' } });
  return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...a }), {
    headers: { 'content-type': 'application/json' },
  });
};

const TX_A = 'SeLqn3UAUoRymWmwW7axrzJK7JfNaBR2cHCryA6cFscgkny8';
const TX_B = 'tHggZ5wKxbrxY2Yt1EAviybdDcKk9Mq4DZQiwKCDWkFWVpsj';
const HASH = '0x' + 'ab'.repeat(32);

let clock: number;
function gateway(env: Record<string, string> = {}, over: Partial<NodeGatewayDeps> = {}) {
  const config: NodeConfig = readNodeConfig(
    env,
    testServerConfig({ nodeUrl: 'http://10.0.3.7:9650', proxyMaxBodyBytes: 4096, proxyTimeoutMs: 1_000 }),
  );
  return createNodeGateway({
    config,
    fetch: fakeFetch,
    now: () => clock,
    metrics: createNodeMetrics(new Registry()),
    ...over,
  });
}
const X = '/ext/bc/X';
const C = '/ext/bc/C/rpc';
const P = '/ext/bc/P';
const ok = (a: NodeAnswer) => {
  if (!a.ok) throw new Error(`expected an answer, got ${a.failure.message}`);
  return { ...a, value: JSON.parse(a.json) as unknown };
};

beforeEach(() => {
  seen = [];
  clock = 1_700_000_000_000;
  answer = (s) => ({ result: { echo: s.method, params: s.params, n: seen.length } });
});

describe('cache policy', () => {
  it('serves an immutable result from cache', async () => {
    const g = gateway();
    const first = ok(await g.call({ path: X, method: 'avm.getTx', params: { txID: TX_A }, caller: PUBLIC_CALLER }));
    clock += 365 * 24 * 3600_000;
    const later = ok(await g.call({ path: X, method: 'avm.getTx', params: { txID: TX_A }, caller: PUBLIC_CALLER }));
    expect(first.cache).toBe('miss');
    expect(later).toMatchObject({ cache: 'hit', retention: 'immutable', json: first.json });
    expect(seen).toHaveLength(1);
  });

  it('never serves a live result more than 1 s old, and refreshes it once for every caller', async () => {
    const g = gateway();
    const height = () => g.call({ path: X, method: 'avm.getHeight', params: {}, caller: PUBLIC_CALLER });
    const first = ok(await height());
    expect(first.retention).toBe('live');
    clock += 700;
    expect(ok(await height())).toMatchObject({ cache: 'hit', json: first.json });
    expect(seen).toHaveLength(1);
    // In the last part of its second it is served while one refresh runs for all callers.
    clock += 100;
    const stale = await Promise.all([height(), height(), height()]);
    expect(stale.map((a) => ok(a).cache)).toEqual(['stale', 'stale', 'stale']);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toHaveLength(2);
    const refreshed = ok(await height());
    expect(refreshed.cache).toBe('hit');
    expect(refreshed.json).not.toBe(first.json);
    // Once past its second, an answer is never served: the caller waits for the node.
    clock += 1_001;
    expect(ok(await height()).cache).toBe('miss');
    expect(seen).toHaveLength(3);
  });

  it('keeps a live list polled every 15 s for half that, so viewers polling on that beat share one call', async () => {
    const g = gateway();
    const list = () => g.call({ path: P, method: 'platform.getCurrentValidators', params: {}, caller: PUBLIC_CALLER });
    const first = ok(await list());
    clock += 7_000;
    expect(ok(await list())).toMatchObject({ cache: 'hit', json: first.json });
    expect(seen).toHaveLength(1);
    clock += 600; // past half of 15 s: never served again
    expect(ok(await list()).cache).toBe('miss');
    expect(seen).toHaveLength(2);
  });

  it('never caches a pending EVM tx, and keeps it once it is mined', async () => {
    let blockHash: string | null = null;
    answer = () => ({ result: { hash: HASH, blockHash, blockNumber: blockHash ? '0x5' : null } });
    const g = gateway();
    const tx = () => g.call({ path: C, method: 'eth_getTransactionByHash', params: [HASH], caller: PUBLIC_CALLER });
    expect(ok(await tx()).retention).toBe('none');
    expect(ok(await tx()).cache).toBe('miss');
    expect(seen).toHaveLength(2);
    blockHash = '0x' + 'cd'.repeat(32);
    expect(ok(await tx()).retention).toBe('immutable');
    expect(ok(await tx()).cache).toBe('hit');
    expect(seen).toHaveLength(3);
    // Not found yet (null) is not kept either.
    answer = () => ({ result: null });
    const receipt = () =>
      g.call({ path: C, method: 'eth_getTransactionReceipt', params: [HASH], caller: PUBLIC_CALLER });
    await receipt();
    await receipt();
    expect(seen).toHaveLength(5);
  });

  it('never caches an error', async () => {
    const g = gateway();
    const replies: Answer[] = [
      { error: { code: -32000, message: 'not found' } },
      { status: 503, text: 'API call rejected because chain is not done bootstrapping' },
      { result: { tx: '0x00', encoding: 'hex' } },
    ];
    answer = () => replies[Math.min(seen.length - 1, replies.length - 1)]!;
    const get = () => g.call({ path: X, method: 'avm.getTx', params: { txID: TX_A }, caller: PUBLIC_CALLER });
    const a = await get();
    expect(!a.ok && a.failure.kind).toBe('rpc');
    const b = await get();
    expect(!b.ok && b.failure).toMatchObject({ kind: 'http', httpStatus: 503 });
    expect(ok(await get()).cache).toBe('miss');
    expect(ok(await get()).cache).toBe('hit');
    expect(seen).toHaveLength(3);
  });

  it('never lets two different params share an entry', async () => {
    const g = gateway();
    const calls = [
      { path: X, method: 'avm.getTx', params: { txID: TX_A } },
      { path: X, method: 'avm.getTx', params: { txID: TX_B } },
      { path: X, method: 'avm.getTx', params: { txID: TX_A, encoding: 'json' } },
      {
        path: '/ext/bc/2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
        method: 'avm.getTx',
        params: { txID: TX_A },
      },
      { path: X, method: 'avm.getBlock', params: { blockID: TX_A } },
      { path: C, method: 'eth_getBlockByNumber', params: ['0x1', false] },
      { path: C, method: 'eth_getBlockByNumber', params: ['0x1', true] },
    ];
    answer = () => ({ result: { n: seen.length } });
    const firsts = [];
    for (const c of calls) firsts.push(ok(await g.call({ ...c, caller: PUBLIC_CALLER })).json);
    expect(new Set(firsts).size).toBe(calls.length);
    for (const [i, c] of calls.entries()) {
      expect(ok(await g.call({ ...c, caller: PUBLIC_CALLER })).json).toBe(firsts[i]);
    }
  });

  it('keeps its bytes under the bound while 10,000 distinct large results pass through', async () => {
    const bound = 2 * 1024 * 1024;
    const g = gateway({ SNOWLINE_NODE_CACHE_BYTES: String(bound) });
    answer = (s) => ({
      result: { tx: '0x' + 'ff'.repeat(8_000), encoding: 'hex', id: (s.params as { txID: string }).txID },
    });
    let maxSeen = 0;
    for (let i = 0; i < 10_000; i++) {
      const id = txIdOf(i);
      ok(await g.call({ path: X, method: 'avm.getTx', params: { txID: id }, caller: PUBLIC_CALLER }));
      maxSeen = Math.max(maxSeen, g.stats().bytes);
    }
    expect(maxSeen).toBeLessThanOrEqual(bound);
    // Full, and still answering: the most recent results are kept.
    expect(g.stats().bytes).toBeGreaterThan(bound / 2);
    const recent = await g.call({
      path: X,
      method: 'avm.getTx',
      params: { txID: txIdOf(9_999) },
      caller: PUBLIC_CALLER,
    });
    expect(ok(recent).cache).toBe('hit');
  });

  it('keeps per-node static answers for minutes', async () => {
    const g = gateway();
    const id = () => g.call({ path: '/ext/info', method: 'info.getNetworkID', caller: PUBLIC_CALLER });
    ok(await id());
    clock += 4 * 60_000;
    expect(ok(await id())).toMatchObject({ cache: 'hit', retention: 'static' });
    clock += 7 * 60_000;
    expect(ok(await id()).cache).toBe('miss');
    expect(seen).toHaveLength(2);
  });

  it("asks the node again for a chain's live state once a tx it relayed there was taken", async () => {
    const g = gateway({ SNOWLINE_RELAY_TXS: 'on' });
    const utxos = (path: string) =>
      g.call({
        path,
        method: path === X ? 'avm.getUTXOs' : 'platform.getUTXOs',
        params: { addresses: ['X-local1q'] },
        caller: PUBLIC_CALLER,
      });
    ok(await utxos(X));
    ok(await utxos(P));
    expect(ok(await utxos(X)).cache).toBe('hit');
    clock += 1;
    ok(await g.call({ path: X, method: 'avm.issueTx', params: { tx: '0x00' }, caller: PUBLIC_CALLER }));
    // The X list is from before the tx; the P chain's is not touched.
    expect(ok(await utxos(X)).cache).toBe('miss');
    expect(ok(await utxos(X)).cache).toBe('hit');
    expect(ok(await utxos(P)).cache).toBe('hit');
    // A refused tx changes nothing.
    answer = (s) =>
      s.method === 'avm.issueTx'
        ? { error: { code: -32000, message: 'utxo not found' } }
        : { result: { n: seen.length } };
    await g.call({ path: X, method: 'avm.issueTx', params: { tx: '0x01' }, caller: PUBLIC_CALLER });
    expect(ok(await utxos(X)).cache).toBe('hit');
  });

  it('sends never-cached methods every time', async () => {
    const g = gateway({ SNOWLINE_RELAY_TXS: 'on' });
    for (let i = 0; i < 2; i++) {
      const a = ok(await g.call({ path: X, method: 'avm.issueTx', params: { tx: '0x00' }, caller: PUBLIC_CALLER }));
      expect(a.cache).toBe('bypass');
    }
    expect(seen).toHaveLength(2);
  });
});

const ADDRESS = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';

describe('reads at a height', () => {
  it("never keeps a read at 'pending': a wallet's next nonce changes with each tx the node takes in", async () => {
    let nonce = 5;
    answer = () => ({ result: `0x${nonce.toString(16)}` });
    const g = gateway();
    const count = (tag: string) =>
      g.call({ path: C, method: 'eth_getTransactionCount', params: [ADDRESS, tag], caller: PUBLIC_CALLER });
    expect(ok(await count('pending'))).toMatchObject({ retention: 'none', json: '"0x5"' });
    nonce = 6;
    expect(ok(await count('pending'))).toMatchObject({ cache: 'miss', json: '"0x6"' });
    // 'latest' is live: held briefly, as every tag is.
    expect(ok(await count('latest')).retention).toBe('live');
  });

  it('keeps a block at or below the last accepted height, and reads that height through the cache', async () => {
    let tip = 10;
    answer = (s) =>
      s.method === 'eth_blockNumber'
        ? { result: `0x${tip.toString(16)}` }
        : { result: { number: (s.params as string[])[0], hash: HASH } };
    const g = gateway();
    const block = (n: string) =>
      g.call({ path: C, method: 'eth_getBlockByNumber', params: [n, false], caller: PUBLIC_CALLER });
    expect(ok(await block('0xa')).retention).toBe('immutable');
    expect(ok(await block('0x9')).retention).toBe('immutable');
    expect(seen.filter((s) => s.method === 'eth_blockNumber')).toHaveLength(1);
    // Above the tip: live (it may not be final yet), and a tag is always live.
    expect(ok(await block('0xb')).retention).toBe('live');
    expect(ok(await block('latest')).retention).toBe('live');
    clock += 2_000;
    tip = 11;
    expect(ok(await block('0xb')).retention).toBe('immutable');
    expect(ok(await block('0xa')).cache).toBe('hit');
    expect(ok(await block('0x9')).cache).toBe('hit');
  });

  it('reads the P-chain tip for a P-chain read at a height', async () => {
    answer = (s) => (s.method === 'platform.getHeight' ? { result: { height: '5' } } : { result: { validators: [] } });
    const g = gateway();
    const at = (height: number) =>
      g.call({ path: '/ext/bc/P', method: 'platform.getValidatorsAt', params: { height }, caller: PUBLIC_CALLER });
    expect(ok(await at(5)).retention).toBe('immutable');
    expect(ok(await at(6)).retention).toBe('live');
    expect(seen.map((s) => s.method)).toEqual([
      'platform.getValidatorsAt',
      'platform.getHeight',
      'platform.getValidatorsAt',
    ]);
  });
});

describe('read-once calls (retain: false)', () => {
  it('are answered from the cache when there, but never fill it', async () => {
    const g = gateway();
    const get = (txID: string, retain?: boolean) =>
      g.call({ path: X, method: 'avm.getTx', params: { txID }, caller: PUBLIC_CALLER, retain });
    expect(ok(await get(TX_A, false))).toMatchObject({ cache: 'miss', retention: 'none' });
    expect(ok(await get(TX_A, false)).cache).toBe('miss');
    expect(g.stats().entries).toBe(0);
    expect(seen).toHaveLength(2);
    // Once a page has kept it, a read-once call is served from the cache.
    await get(TX_B);
    expect(ok(await get(TX_B, false)).cache).toBe('hit');
    expect(seen).toHaveLength(3);
  });

  it('join a keeping call in flight, and a keeping call never joins theirs', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const g = gateway({}, { fetch: async (input, init) => (await held, fakeFetch(input, init)) });
    const get = (retain?: boolean) =>
      g.call({ path: X, method: 'avm.getTx', params: { txID: TX_A }, caller: PUBLIC_CALLER, retain });
    const once = get(false);
    const kept = get();
    const onceAgain = get(false);
    release();
    await Promise.all([once, kept, onceAgain]);
    // The read-once flight and the keeping one each went to the node; the second read-once call joined the keeping one.
    expect(seen).toHaveLength(2);
    expect(ok(await get(false)).cache).toBe('hit');
  });
});

describe('in flight', () => {
  it('sends identical concurrent calls once, and different ones each', async () => {
    const g = gateway();
    const get = (txID: string) => g.call({ path: X, method: 'avm.getTx', params: { txID }, caller: PUBLIC_CALLER });
    const all = await Promise.all([get(TX_A), get(TX_A), get(TX_B), get(TX_A)]);
    expect(all.every((a) => a.ok)).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('with a shared layer, two instances ask the node once', async () => {
    const space = memorySpace();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slowFetch: typeof fetch = async (input, init) => {
      await held;
      return fakeFetch(input, init);
    };
    const a = gateway({}, { shared: memoryAnswerLayer(() => clock, space), fetch: slowFetch });
    const b = gateway({}, { shared: memoryAnswerLayer(() => clock, space), fetch: slowFetch });
    const get = (g: typeof a) =>
      g.call({ path: X, method: 'avm.getTx', params: { txID: TX_A }, caller: PUBLIC_CALLER });
    const first = get(a);
    await new Promise((r) => setTimeout(r, 5));
    const second = get(b);
    await new Promise((r) => setTimeout(r, 5));
    release();
    const [x, y] = await Promise.all([first, second]);
    expect(ok(x).json).toBe(ok(y).json);
    expect(seen).toHaveLength(1);
    // And b keeps it locally now.
    expect(ok(await get(b)).cache).toBe('hit');
  });
});

describe('rights and errors', () => {
  it('refuses node-specific methods to the public before looking at params', async () => {
    const g = gateway();
    const a = await g.call({ path: '/ext/bc/P', method: 'platform.exportKey', params: {}, caller: PUBLIC_CALLER });
    expect(!a.ok && a.failure).toMatchObject({ kind: 'forbidden', code: -32012 });
    expect(seen).toHaveLength(0);
  });

  it('asks who is calling only when the method depends on it', async () => {
    const g = gateway();
    let asked = 0;
    const caller = async () => {
      asked++;
      return PUBLIC_CALLER;
    };
    await g.call({ path: X, method: 'avm.getHeight', params: {}, caller });
    expect(asked).toBe(0);
    await g.call({ path: '/ext/info', method: 'info.getNodeID', caller });
    expect(asked).toBe(1);
  });

  it('never puts the node address in a public message, and keeps it as the operator detail', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 10.0.3.7:9650'), { code: 'ECONNREFUSED' }),
      });
    };
    const down = await gateway({}, { fetch: refused }).call({
      path: X,
      method: 'avm.getHeight',
      caller: PUBLIC_CALLER,
    });
    expect(!down.ok && down.failure.message).toBe('the node is unreachable');
    expect(!down.ok && down.failure.detail).toMatch(/ECONNREFUSED 10\.0\.3\.7:9650/);

    answer = () => ({ status: 502, text: 'bad gateway: upstream http://10.0.3.7:9650/ext/bc/X (key=s3cr3t)' });
    const http = await gateway().call({ path: X, method: 'avm.getHeight', caller: PUBLIC_CALLER });
    expect(!http.ok && http.failure.message).toMatch(/^the node answered HTTP 502: bad gateway/);
    expect(!http.ok && JSON.stringify(http.failure.message)).not.toMatch(/10\.0\.3\.7|9650/);

    answer = () => ({ error: { code: -32000, message: 'dial tcp 10.0.3.7:9651: connection refused' } });
    const rpc = await gateway().call({ path: X, method: 'avm.getHeight', caller: PUBLIC_CALLER });
    expect(!rpc.ok && rpc.failure.message).toBe('dial tcp [node]: connection refused');
  });

  it('counts upstream calls and cache lookups by method', async () => {
    const registry = new Registry();
    const g = gateway({}, { metrics: createNodeMetrics(registry) });
    await g.call({ path: X, method: 'avm.getTx', params: { txID: TX_A }, caller: PUBLIC_CALLER });
    await g.call({ path: X, method: 'avm.getTx', params: { txID: TX_A }, caller: PUBLIC_CALLER });
    const text = await registry.metrics();
    expect(text).toMatch(/snowline_node_upstream_calls_total\{method="avm.getTx",outcome="ok"\} 1/);
    expect(text).toMatch(/snowline_node_cache_lookups_total\{method="avm.getTx",result="miss"\} 1/);
    expect(text).toMatch(/snowline_node_cache_lookups_total\{method="avm.getTx",result="hit"\} 1/);
    expect(text).toMatch(/snowline_node_upstream_seconds_count\{method="avm.getTx"\} 1/);
  });
});

/** A distinct valid cb58 id per i (the gateway checks params before anything else). */
function txIdOf(i: number): string {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, i + 1);
  return cb58Encode(bytes);
}

describe('public callers’ node reads (issue 26, finding 3)', () => {
  const INDEX = '/ext/index/X/tx';
  const range = (startIndex: number, numToFetch: number) => ({ startIndex, numToFetch, encoding: 'hex' });

  it('caps a public range, while the server’s own reads ask the node’s full range', async () => {
    answer = () => ({ result: { containers: [] } });
    const g = gateway();
    const asked = (caller: typeof PUBLIC_CALLER, client?: string) =>
      g.call({ path: INDEX, method: 'index.getContainerRange', params: range(0, 1024), caller, client });
    const refused = await asked(PUBLIC_CALLER, '203.0.113.1');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.failure.message).toMatch(/numToFetch may be at most 64/);
    expect(seen).toHaveLength(0);
    expect((await asked({ operator: true })).ok).toBe(true);
    expect(
      ok(
        await g.call({
          path: INDEX,
          method: 'index.getContainerRange',
          params: range(0, 64),
          caller: PUBLIC_CALLER,
          client: '203.0.113.1',
        }),
      ).cache,
    ).toBe('miss');
  });

  /** A node that takes a while to answer, counting the reads it serves at once. */
  function slowNode(ms: number, body: (method: string) => string) {
    const state = { now: 0, most: 0 };
    const slow: typeof fetch = async (_input, init) => {
      const { method } = JSON.parse(String(init?.body)) as { method: string };
      state.now++;
      state.most = Math.max(state.most, state.now);
      await new Promise((r) => setTimeout(r, ms));
      state.now--;
      return new Response(body(method), { headers: { 'content-type': 'application/json' } });
    };
    return { state, slow };
  }

  it('bounds one client’s misses at once, and everyone’s together, whatever they ask', async () => {
    const { state, slow } = slowNode(40, () => '{"jsonrpc":"2.0","result":{"containers":[]},"id":1}');
    const g = gateway({ SNOWLINE_PUBLIC_MISSES: '6', SNOWLINE_PUBLIC_MISSES_PER_CLIENT: '2' }, { fetch: slow });
    const call = (start: number, client: string) =>
      g.call({
        path: INDEX,
        method: 'index.getContainerRange',
        params: range(start, 64),
        caller: PUBLIC_CALLER,
        client,
      });
    // One client, twenty distinct ranges at once: two reach the node, the rest are told to wait.
    const one = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i * 64, '203.0.113.2')));
    expect(one.filter((a) => a.ok)).toHaveLength(2);
    const busy = one.find((a) => !a.ok);
    expect(busy && !busy.ok && busy.failure).toMatchObject({ kind: 'busy', httpStatus: 429 });
    expect(state.most).toBeLessThanOrEqual(2);
    // Thirty clients at once: never more than six reads at the node; each is answered or told to retry.
    state.most = 0;
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => call(10_000 + i * 64, `198.51.100.${i}`)));
    expect(state.most).toBeLessThanOrEqual(6);
    expect(many.filter((a) => a.ok).length).toBeGreaterThanOrEqual(6);
    for (const a of many) if (!a.ok) expect(a.failure.kind).toBe('busy');
    // The server's own reads (no client) are not the public's to bound.
    state.most = 0;
    const own = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        g.call({
          path: INDEX,
          method: 'index.getContainerRange',
          params: range(50_000 + i, 1),
          caller: { operator: true },
        }),
      ),
    );
    expect(own.every((a) => a.ok)).toBe(true);
    expect(state.most).toBe(10);
  });

  it('reads at most the public size for a public miss, and relays the node’s own text of a result', async () => {
    const big = `{"jsonrpc":"2.0","result":{"containers": [ ${'{"id":"x"},'.repeat(200)}{"id":"y"} ]},"id":1}\n`;
    const { slow } = slowNode(0, () => big);
    const g = gateway({ SNOWLINE_PUBLIC_MAX_RESPONSE_BYTES: '1024' }, { fetch: slow });
    const publicMiss = await g.call({
      path: INDEX,
      method: 'index.getContainerRange',
      params: range(0, 64),
      caller: PUBLIC_CALLER,
      client: '203.0.113.3',
    });
    expect(publicMiss.ok).toBe(false);
    if (!publicMiss.ok)
      expect(publicMiss.failure.message).toMatch(/larger than 1024 bytes \(SNOWLINE_PUBLIC_MAX_RESPONSE_BYTES\)/);
    const own = ok(
      await g.call({
        path: INDEX,
        method: 'index.getContainerRange',
        params: range(0, 64),
        caller: { operator: true },
      }),
    );
    // As the node wrote it, spaces and all: not parsed and written out again.
    expect(own.json).toBe(big.slice('{"jsonrpc":"2.0","result":'.length, big.trimEnd().length - ',"id":1}'.length));
  });
});
