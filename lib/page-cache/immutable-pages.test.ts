import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createImmutablePageCache, PAGE_CACHE_CONTROL, type ImmutablePageCache } from './immutable-pages';
import { IMMUTABLE_PAGE_TAG } from './marker';

// A stand-in for Next: renders each path the way a test says, in pieces, as a streaming renderer does.
let renders: string[] = [];
let page: (url: string) => { status: number; html: string; headers?: Record<string, string> };
async function render(req: IncomingMessage, res: ServerResponse): Promise<void> {
  renders.push(req.url ?? '');
  const p = page(req.url ?? '');
  res.statusCode = p.status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.setHeader('vary', 'rsc, next-router-state-tree');
  // Next streams its pages chunked; the kept page goes out in one piece with its length.
  res.setHeader('transfer-encoding', 'chunked');
  for (const [k, v] of Object.entries(p.headers ?? {})) res.setHeader(k, v);
  res.flushHeaders();
  const half = Math.floor(p.html.length / 2);
  res.write(p.html.slice(0, half));
  await new Promise((r) => setTimeout(r, 1));
  res.end(Buffer.from(p.html.slice(half)));
}

const immutable = (body: string) => `<html><head>${IMMUTABLE_PAGE_TAG}/></head><body>${body}</body></html>`;

let cache: ImmutablePageCache;
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (cache.accepts(req)) void cache.serve(req, res, render);
    else void render(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  renders = [];
  cache = createImmutablePageCache({ maxBytes: 1024 * 1024, buildId: 'build-1' });
  page = (url) => ({ status: 200, html: immutable(`tx ${url}`) });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe('immutable page cache', () => {
  it('renders an accepted page once, then serves it with a CDN-cacheable Cache-Control', async () => {
    const first = await get('/x/tx/abc');
    expect(first.headers.get('x-snowline-page-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const html = await first.text();
    const second = await get('/x/tx/abc');
    expect(second.headers.get('x-snowline-page-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(second.headers.get('vary')).toMatch(/rsc.*Accept-Encoding/);
    expect(await second.text()).toBe(html);
    expect(renders).toEqual(['/x/tx/abc']);
  });

  it('serves the kept page compressed as the client takes it: brotli, gzip or plain', async () => {
    await (await get('/p/blocks/12')).text();
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: unknown; body: Buffer }>((resolve, reject) => {
        httpGet(`${base}/p/blocks/12`, { headers: { 'accept-encoding': acceptEncoding } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const expected = immutable('tx /p/blocks/12');
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(expected);
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(expected);
    expect(renders).toHaveLength(1);
  });

  it('keeps nothing that is not marked immutable, not a 200, or sets a cookie', async () => {
    page = (url) =>
      url.endsWith('pending')
        ? { status: 200, html: '<html><body>Processing</body></html>' }
        : url.endsWith('missing')
          ? { status: 404, html: immutable('not found') }
          : { status: 200, html: immutable('x'), headers: { 'set-cookie': 'a=b' } };
    for (const path of ['/x/tx/pending', '/x/tx/missing', '/c/tx/cookie']) {
      const a = await get(path);
      await a.text();
      expect(a.headers.get('x-snowline-page-cache'), path).toBeNull();
      expect(a.headers.get('cache-control'), path).toMatch(/no-store/);
      await (await get(path)).text();
    }
    expect(renders).toHaveLength(6);
    expect((await get('/x/tx/missing')).status).toBe(404);
  });

  it('never answers from the cache a request for other content or from a signed-in caller', async () => {
    await (await get('/x/tx/abc')).text();
    for (const headers of [{ rsc: '1' }, { cookie: 'session=1' }, { authorization: 'Bearer t' }] as Record<
      string,
      string
    >[]) {
      const res = await get('/x/tx/abc', headers);
      await res.text();
      expect(res.headers.get('x-snowline-page-cache'), JSON.stringify(headers)).toBeNull();
    }
    for (const path of [
      '/x/tx/abc?_rsc=1',
      '/x/address/abc',
      '/x/tx/abc/opengraph-image',
      '/evm/abc/address/0xabc',
      '/evm/my%20chain/blocks/5',
      '/evm/a/b/blocks/5',
    ]) {
      expect(cache.accepts({ method: 'GET', url: path, headers: {} } as IncomingMessage), path).toBe(false);
    }
    expect(cache.accepts({ method: 'POST', url: '/x/tx/abc', headers: {} } as IncomingMessage)).toBe(false);
    expect(renders).toHaveLength(4);
  });

  it("keeps an L1 chain's tx and block pages as it keeps the C-Chain's", async () => {
    for (const path of ['/evm/2vXn3ZDmBs5xVWXMoYrT1p1LfKnvNXWMjTrVJmFEFQQ6XaSDsV/blocks/7', '/evm/c/tx/0xab12']) {
      for (const expected of ['miss', 'hit']) {
        const res = await get(path);
        await res.text();
        expect(res.headers.get('x-snowline-page-cache'), path).toBe(expected);
      }
    }
    expect(renders).toHaveLength(2);
  });

  it('answers HEAD from a kept page', async () => {
    await (await get('/c/blocks/5')).text();
    const head = await fetch(`${base}/c/blocks/5`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-snowline-page-cache')).toBe('hit');
    expect(renders).toHaveLength(1);
  });

  it('keeps its bytes under its bound', async () => {
    cache = createImmutablePageCache({ maxBytes: 64 * 1024, buildId: 'build-1' });
    page = (url) => ({ status: 200, html: immutable(`${url} ${'z'.repeat(4000)}`) });
    for (let i = 0; i < 100; i++) await (await get(`/x/blocks/${i}`)).text();
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.stats().pages).toBeGreaterThan(3);
  });
});
