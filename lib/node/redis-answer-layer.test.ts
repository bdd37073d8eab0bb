// The Redis layer beyond the shared contract (shared-layer.test.ts): what bounds it, whose claim a
// release ends, and the gateway over it: several instances ask the node once, and a Redis that stops
// answering costs an answer nothing but a short, bounded wait.
import { Registry } from 'prom-client';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_CALLER } from '@/lib/auth/caller';
import { freezableProxy } from '@/lib/redis/testing/freezable-proxy';
import { ready, redisLinks, testNamespace, testRedisUrl } from '@/lib/redis/testing/test-redis';
import { testServerConfig } from '@/lib/server/testing/server-config';
import type { CachedAnswer } from './answer-cache';
import { readNodeConfig } from './config';
import { createNodeGateway, type NodeAnswer } from './gateway';
import { createNodeMetrics } from './metrics';
import { redisAnswerLayer } from './redis-answer-layer';
import type { SharedAnswerLayer } from './shared-layer';

const link = redisLinks();
const X = '/ext/bc/X';
const TX = 'SeLqn3UAUoRymWmwW7axrzJK7JfNaBR2cHCryA6cFscgkny8';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function answerOf(retention: CachedAnswer['retention'], json = '1'): CachedAnswer {
  const t = Date.now();
  if (retention === 'immutable') return { json, retention, storedAt: t, freshUntil: Infinity, expiresAt: Infinity };
  const ms = retention === 'live' ? 1_000 : 600_000;
  return { json, retention, storedAt: t, freshUntil: t + ms / 2, expiresAt: t + ms };
}

describe('Redis answer layer', () => {
  it('writes every key with an expiry: live and static answers at their end, immutable ones within a day', async () => {
    const ttlOf = async (write: (layer: SharedAnswerLayer) => Promise<unknown>) => {
      const l = await link(testNamespace());
      await write(redisAnswerLayer(l));
      const keys = await l.client.keys(`${l.namespace}:*`);
      expect(keys).toHaveLength(1);
      return l.client.pttl(keys[0]!);
    };
    const live = await ttlOf((layer) => layer.set('k', answerOf('live')));
    expect(live).toBeGreaterThan(0);
    expect(live).toBeLessThanOrEqual(1_000);
    const kept = await ttlOf((layer) => layer.set('k', answerOf('static')));
    expect(kept).toBeGreaterThan(590_000);
    expect(kept).toBeLessThanOrEqual(600_000);
    const immutable = await ttlOf((layer) => layer.set('k', answerOf('immutable')));
    expect(immutable).toBeGreaterThan(23 * 3600_000);
    expect(immutable).toBeLessThanOrEqual(24 * 3600_000);
    const claim = await ttlOf((layer) => layer.claim('k', 15_000));
    expect(claim).toBeGreaterThan(14_000);
    expect(claim).toBeLessThanOrEqual(15_000);
  });

  it('keeps an answer above its size bound to the instance that fetched it', async () => {
    const ns = testNamespace();
    const [a, b] = [redisAnswerLayer(await link(ns), { maxAnswerChars: 1_000 }), redisAnswerLayer(await link(ns))];
    await a.set('big', answerOf('immutable', `"${'x'.repeat(2_000)}"`));
    await a.set('small', answerOf('immutable', '"x"'));
    expect(await b.get('big')).toBeUndefined();
    expect((await b.get('small'))?.json).toBe('"x"');
  });

  it('ends only its own claim: one that ran out and was taken by another instance stays held', async () => {
    const ns = testNamespace();
    const [a, b, c] = [
      redisAnswerLayer(await link(ns)),
      redisAnswerLayer(await link(ns)),
      redisAnswerLayer(await link(ns)),
    ];
    expect(await a.claim('k', 100)).toBe(true);
    await sleep(150);
    expect(await b.claim('k', 5_000)).toBe(true);
    await a.release('k');
    expect(await c.claim('k', 5_000)).toBe(false);
  });

  it('never mixes deployments: another namespace (another node, or prefix) shares nothing', async () => {
    const [a, b] = [redisAnswerLayer(await link(testNamespace())), redisAnswerLayer(await link(testNamespace()))];
    await a.set('k', answerOf('immutable'));
    expect(await b.get('k')).toBeUndefined();
    expect(await a.claim('c', 5_000)).toBe(true);
    expect(await b.claim('c', 5_000)).toBe(true);
  });
});

/** `node`, except that the first call hangs until the suite ends (as when its instance dies in it). */
function hangingFirst(node: typeof fetch): typeof fetch {
  let answerHung!: () => void;
  const hung = new Promise<void>((r) => (answerHung = r));
  afterAll(() => answerHung());
  let asked = 0;
  return async (input, init) => {
    if (asked++ === 0) await hung;
    return node(input, init);
  };
}

describe('gateways sharing Redis', () => {
  let calls: string[];
  let nodeDelayMs: number;
  beforeEach(() => {
    calls = [];
    nodeDelayMs = 0;
  });
  const node: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string };
    calls.push(body.method);
    await sleep(nodeDelayMs);
    const result = body.method === 'avm.getHeight' ? { height: String(calls.length) } : { tx: '0x00', n: calls.length };
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const config = readNodeConfig({}, testServerConfig({ nodeUrl: 'http://10.0.3.7:9650' }));
  function instance(shared: SharedAnswerLayer, registry = new Registry()) {
    return createNodeGateway({ config, fetch: node, shared, metrics: createNodeMetrics(registry) });
  }
  const ok = (a: NodeAnswer) => {
    if (!a.ok) throw new Error(`expected an answer, got ${a.failure.message}`);
    return a;
  };

  it('ask the node once for what many callers on several instances want at the same moment', async () => {
    const ns = testNamespace();
    const instances = await Promise.all([1, 2, 3].map(async () => instance(redisAnswerLayer(await link(ns)))));
    nodeDelayMs = 50;
    const asks = instances.flatMap((g) =>
      Array.from({ length: 5 }, () =>
        Promise.all([
          g.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER }),
          g.call({ path: X, method: 'avm.getHeight', params: {}, caller: PUBLIC_CALLER }),
        ]),
      ),
    );
    const answers = (await Promise.all(asks)).flat().map(ok);
    expect(calls.sort()).toEqual(['avm.getHeight', 'avm.getTx']);
    // Every caller got the one answer of each.
    expect(new Set(answers.map((a) => a.json)).size).toBe(2);
  });

  it('keep answering from the node, with no error, when Redis stops answering, and share again once it is back', async () => {
    const proxy = await freezableProxy(testRedisUrl());
    afterAll(() => proxy.close());
    const ns = testNamespace();
    const registry = new Registry();
    const frozenLink = await link(ns, { url: proxy.url, commandTimeoutMs: 200 });
    await ready(frozenLink);
    const a = instance(redisAnswerLayer(frozenLink), registry);
    const b = instance(redisAnswerLayer(await link(ns)));

    proxy.freeze();
    const started = Date.now();
    const first = ok(await a.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER }));
    // One command timeout, not the node call's 15 s.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(JSON.parse(first.json)).toMatchObject({ tx: '0x00' });
    // Left alone for a moment after that: the next miss does not wait on Redis at all.
    const height = ok(await a.call({ path: X, method: 'avm.getHeight', params: {}, caller: PUBLIC_CALLER }));
    expect(JSON.parse(height.json)).toEqual({ height: '2' });
    expect(await registry.metrics()).toMatch(
      /snowline_node_shared_cache_lookups_total\{method="avm.getTx",result="unavailable"\} 1/,
    );

    proxy.thaw();
    await sleep(1_100); // the rest after a failure (1 s)
    nodeDelayMs = 0;
    await a.call({
      path: X,
      method: 'avm.getTx',
      params: { txID: 'tHggZ5wKxbrxY2Yt1EAviybdDcKk9Mq4DZQiwKCDWkFWVpsj' },
      caller: PUBLIC_CALLER,
    });
    const before = calls.length;
    const fromOther = ok(
      await b.call({
        path: X,
        method: 'avm.getTx',
        params: { txID: 'tHggZ5wKxbrxY2Yt1EAviybdDcKk9Mq4DZQiwKCDWkFWVpsj' },
        caller: PUBLIC_CALLER,
      }),
    );
    expect(calls.length).toBe(before);
    expect(fromOther.cache).toBe('miss'); // missed in b's own cache, found in Redis
  });

  it('answer at once when Redis refuses connections', async () => {
    const l = await link(testNamespace(), { url: 'redis://127.0.0.1:1' });
    const g = instance(redisAnswerLayer(l));
    const started = Date.now();
    ok(await g.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toEqual(['avm.getTx']);
  });

  it('wait for a slow call on another instance past the claim time, while its holder keeps the claim', async () => {
    const ns = testNamespace();
    const [a, b] = [instance(redisAnswerLayer(await link(ns))), instance(redisAnswerLayer(await link(ns)))];
    nodeDelayMs = 4_000; // longer than a claim lasts unextended (3 s)
    const first = a.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER });
    await sleep(100);
    const second = b.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER });
    expect(ok(await second).json).toBe(ok(await first).json);
    expect(calls).toEqual(['avm.getTx']);
  });

  it('ask the node themselves within a claim time when the instance asking it dies', async () => {
    const ns = testNamespace();
    // The first call never answers (its instance is about to die); the next answers at once.
    const slowFirst = hangingFirst(node);
    const dyingLink = await link(ns);
    const dying = createNodeGateway({
      config,
      fetch: slowFirst,
      shared: redisAnswerLayer(dyingLink),
      metrics: createNodeMetrics(new Registry()),
    });
    const other = createNodeGateway({
      config,
      fetch: slowFirst,
      shared: redisAnswerLayer(await link(ns)),
      metrics: createNodeMetrics(new Registry()),
    });
    void dying.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER });
    await sleep(100);
    dyingLink.client.disconnect(); // as kill -9 would: its claim is no longer extended
    const started = Date.now();
    ok(await other.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER }));
    // Within the claim time (3 s) and a little, not the node timeout (15 s).
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it('do not make a read-once call wait on a claim another instance holds', async () => {
    const ns = testNamespace();
    const slowFirst = hangingFirst(node);
    const gateway = async () =>
      createNodeGateway({
        config,
        fetch: slowFirst,
        shared: redisAnswerLayer(await link(ns)),
        metrics: createNodeMetrics(new Registry()),
      });
    const [holder, reader] = [await gateway(), await gateway()];
    // The holder's call hangs with its claim held (as when its instance dies in it).
    void holder.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER });
    await sleep(100);
    const started = Date.now();
    ok(await reader.call({ path: X, method: 'avm.getTx', params: { txID: TX }, caller: PUBLIC_CALLER, retain: false }));
    // At once: a claim lasts 3 s, and waiting on it would have taken that long.
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
