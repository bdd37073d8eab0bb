// Snowline's server front over real HTTP on loopback, with a stand-in for Next: every kind of answer
// carries the security headers, each response its own nonce (a kept page its scripts' hashes), and
// the guard bounds what one client can ask while others are still served.
import { createHash } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMMUTABLE_PAGE_TAG } from '@/lib/page-cache/marker';
import { readSecurityConfig } from '@/lib/security/config';
import { nonceOf } from '@/lib/security/content-security-policy';
import { INNER_RENDER_HEADER, innerRenderToken } from '@/lib/server/inner-render';
import { clientAddress, trustedProxiesFrom } from '@/lib/server/client-address';
import { createHttpFront } from './http-front';

// A stand-in node for the proxy: answers every call with a result.
let node: Server;
// The stand-in for Next: renders a page whose inline script carries the nonce Next would take from
// the request's CSP header, as Next does; some paths are immutable, one fails, one is slow. A kept tx
// page also carries a script with no nonce, as an injection through chain data would.
let renders: { url: string; requestPolicy: string | undefined; client: string | undefined }[] = [];
async function next(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  const policy = req.headers['content-security-policy'] as string | undefined;
  // What a route learns of the client: the peer the server stamped, behind the trusted (loopback) proxy.
  const seenByApp = new Request('http://snowline.test/', { headers: req.headers as Record<string, string> });
  const client = clientAddress(seenByApp, { trustedProxies: trustedProxiesFrom('loopback') }) ?? undefined;
  renders.push({ url, requestPolicy: policy, client });
  if (url === '/boom') throw new Error('render failed');
  if (url.startsWith('/slow/') || url.startsWith('/x/address/')) await new Promise((r) => setTimeout(r, 150));
  const status = url === '/missing' ? 404 : 200;
  const mark = url.startsWith('/x/tx/') ? `${IMMUTABLE_PAGE_TAG}/>` : '';
  const nonce = nonceOf(policy);
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<html><head>${mark}<script nonce="${nonce}">self.page=${JSON.stringify(url)}</script></head><body>${url}` +
      `${mark ? '<script>self.injected=1</script>' : ''}</body></html>`,
  );
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let base: { host: string; port: number };
function send(path: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const r = httpRequest({ ...base, path, method: o.method ?? 'GET', headers: o.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    r.on('error', reject);
    r.end(o.body);
  });
}
const from = (client: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': client, ...headers },
});

let server: Server;
beforeAll(async () => {
  node = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"jsonrpc":"2.0","id":1,"result":{"networkID":"12345"}}');
    });
  });
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
  // The process's proxy reads its node from the environment on first use.
  process.env.SNOWLINE_NODE_URL = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  const security = readSecurityConfig({
    SNOWLINE_TRUSTED_PROXIES: 'loopback',
    SNOWLINE_RATE_LIMIT_PER_SECOND: '5',
    SNOWLINE_RATE_LIMIT_BURST: '20',
    SNOWLINE_EXPENSIVE_CONCURRENCY: '2',
  });
  server = createServer(createHttpFront({ next, dev: false, buildId: 'b1', pageCacheBytes: 1 << 20, security }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await new Promise<void>((r) => node.close(() => r()));
});

function expectSecurityHeaders(r: Reply, what: string): void {
  const csp = String(r.headers['content-security-policy']);
  expect(csp, what).toMatch(/script-src 'self' '(nonce|sha256)-/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(r.headers['x-frame-options'], what).toBe('DENY');
  expect(r.headers['x-content-type-options'], what).toBe('nosniff');
  expect(r.headers['referrer-policy'], what).toBe('no-referrer');
  expect(r.headers['permissions-policy'], what).toContain('camera=()');
}

/** A proxied call's JSON answer: nothing may load from, frame or be rendered out of it. */
function expectApiSecurityHeaders(r: Reply, what: string): void {
  const csp = String(r.headers['content-security-policy']);
  expect(csp, what).toMatch(/^default-src 'none';/);
  expect(csp, what).not.toContain('script-src');
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(r.headers['x-frame-options'], what).toBe('DENY');
  expect(r.headers['x-content-type-options'], what).toBe('nosniff');
  expect(r.headers['referrer-policy'], what).toBe('no-referrer');
  expect(r.headers['content-type'], what).toBe('application/json; charset=utf-8');
}

describe('security headers on every answer', () => {
  it('pages, not-found, failures, the proxy, its errors, kept pages and refusals all carry them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: [string, Reply][] = [
      ['page', await send('/fees', from('198.51.100.1'))],
      ['not found', await send('/missing', from('198.51.100.1'))],
      ['failed render', await send('/boom', from('198.51.100.1'))],
      [
        'proxy',
        await send('/api/node/ext/info', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
          body: '{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID","params":{}}',
        }),
      ],
      ['proxy error', await send('/api/node/ext/info', from('198.51.100.1'))],
      ['kept page (miss)', await send('/x/tx/abc', from('198.51.100.1'))],
      ['kept page (hit)', await send('/x/tx/abc', from('198.51.100.1'))],
      ['malformed path', await send('/api/monitor/history/%', from('198.51.100.1'))],
    ];
    expect(answers.map(([w, r]) => `${w} ${r.status}`)).toEqual([
      'page 200',
      'not found 404',
      'failed render 500',
      'proxy 200',
      'proxy error 405',
      'kept page (miss) 200',
      'kept page (hit) 200',
      'malformed path 400',
    ]);
    for (const [what, r] of answers) {
      if (what.startsWith('proxy')) expectApiSecurityHeaders(r, what);
      else expectSecurityHeaders(r, what);
    }
    expect(answers[6]![1].headers['x-snowline-page-cache']).toBe('hit');
    expect(answers[2]![1].body).toBe('Internal server error');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('gives each response its own nonce, the one Next renders with; a client’s own CSP header is ignored', async () => {
    renders = [];
    const a = await send('/fees', from('198.51.100.2', { 'content-security-policy': "script-src 'nonce-chosen'" }));
    const b = await send('/fees', from('198.51.100.2'));
    const na = nonceOf(String(a.headers['content-security-policy']));
    const nb = nonceOf(String(b.headers['content-security-policy']));
    expect(na).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nb).not.toBe(na);
    expect(renders.map((r) => nonceOf(r.requestPolicy))).toEqual([na, nb]);
    expect(a.body).toContain(`nonce="${na}"`);
    // Downstream code learns the client address the server decided, not one a client sent.
    expect(renders[0]!.client).toBe('198.51.100.2');
  });

  it('serves a kept page under the hashes of its own inline scripts, never a nonce meant for one viewer', async () => {
    await send('/x/tx/kept', from('198.51.100.3'));
    const hit = await send('/x/tx/kept', from('198.51.100.3'));
    expect(hit.headers['x-snowline-page-cache']).toBe('hit');
    const script = /<script nonce="[^"]*">([^<]*)<\/script>/.exec(hit.body)![1]!;
    const sha = createHash('sha256').update(script).digest('base64');
    const csp = String(hit.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${sha}';`);
    expect(csp).not.toContain(createHash('sha256').update('self.injected=1').digest('base64'));
    expect(nonceOf(csp)).toBeUndefined();
  });

  it('adds HSTS when the request came over https through a trusted proxy', async () => {
    const viaTls = await send('/fees', from('198.51.100.4', { 'x-forwarded-proto': 'https' }));
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await send('/fees', from('198.51.100.4'))).headers['strict-transport-security']).toBeUndefined();
    const proxied = await send('/api/node/ext/info', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'https' },
      body: '{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID","params":{}}',
    });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('bounded work per client', () => {
  it('answers a client over its rate with 429 and Retry-After, while another client is still served', async () => {
    const greedy = from('203.0.113.50');
    const statuses: number[] = [];
    let refused: Reply | undefined;
    const started = performance.now();
    for (let i = 0; i < 40; i++) {
      const r = await send('/fees', greedy);
      statuses.push(r.status);
      if (r.status === 429) refused ??= r;
    }
    // The burst of 20, plus what the bucket refilled at 5/s while the requests ran (on a busy machine, a few).
    const refilled = Math.floor(((performance.now() - started) / 1000) * 5);
    const served = statuses.filter((s) => s === 200).length;
    expect(served).toBeGreaterThanOrEqual(20);
    expect(served).toBeLessThanOrEqual(20 + refilled);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(refused!.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused!.body).toMatch(/Too many requests/);
    // A person gets a styled page that loads again by itself once Retry-After has passed.
    expect(refused!.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused!.body).toMatch(/^<!doctype html>/);
    expect(refused!.body).toContain(`<meta http-equiv="refresh" content="${refused!.headers['retry-after']}">`);
    expect(refused!.body).toContain('<style>');
    expectSecurityHeaders(refused!, '429');
    // The bucket refills at 5/s while a busy machine runs these: a client that keeps going is refused again.
    const refusedAgain = async (next: () => Promise<Reply>): Promise<Reply> => {
      let r = await next();
      for (let i = 0; i < 10 && r.status !== 429; i++) r = await next();
      return r;
    };
    // Snowline's own API routes answer in JSON.
    const api = await refusedAgain(() => send('/api/history/status', greedy));
    expect(api.status).toBe(429);
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(api.body).error).toMatch(/Too many requests/);
    expect((await send('/fees', from('203.0.113.51'))).status).toBe(200);
    // The proxy refuses in JSON-RPC.
    const rpc = await refusedAgain(() =>
      send('/api/node/ext/info', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: '{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID"}',
      }),
    );
    expect(rpc.status).toBe(429);
    expect(JSON.parse(rpc.body).error.code).toBe(-32016);
    expectApiSecurityHeaders(rpc, 'proxy 429');
    const malformed = await send('/api/node/ext/%zz', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.52' },
    });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).error.code).toBe(-32600);
  });

  it('counts build assets as free, and expensive pages as several requests', async () => {
    for (let i = 0; i < 50; i++) expect((await send('/_next/static/a.js', from('203.0.113.60'))).status).toBe(200);
    const client = from('203.0.113.61');
    const statuses: number[] = [];
    // Burst 20, an address page costs 5: four pass.
    for (let i = 0; i < 6; i++) statuses.push((await send(`/x/address/X-local1${i}`, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('refuses crafted paths under load, and prices an encoded CSV query as the CSV export', async () => {
    const call = (client: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: '{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID"}',
    });
    const burst = async (path: string, client: string) => {
      const replies = await Promise.all(Array.from({ length: 40 }, () => send(path, call(client))));
      return replies.map((r) => r.status);
    };
    // The plain path: the burst of 20 (and a refill or two) is served, the rest refused.
    const plain = await burst('/api/node/ext/info', '203.0.113.65');
    expect(plain.filter((s) => s === 200).length).toBeLessThan(30);
    expect(plain.filter((s) => s === 429).length).toBeGreaterThan(10);
    // Spellings Next would collapse into the proxy: none is served, as a build file or otherwise.
    for (const [i, crafted] of [
      '/_next/static/%2e%2e/%2e%2e/api/node/ext/info',
      '/_next/static/%252e%252e/%252e%252e/api/node/ext/info',
      '/_next/static/..\\..\\api/node/ext/info',
      '/favicon.ico/%2E./api/node/ext/info',
    ].entries()) {
      renders = [];
      const statuses = await burst(crafted, `203.0.113.6${6 + i}`);
      expect(
        statuses.filter((s) => s === 200),
        crafted,
      ).toEqual([]);
      expect(new Set(statuses), crafted).toEqual(new Set([400]));
      expect(renders, crafted).toEqual([]);
    }
    // `%63sv` is `csv`: five tokens a request, as `?format=csv` is.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send('/fees?format=%63sv', from('203.0.113.69'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('caps one client’s expensive requests at once, and lets another client in meanwhile', async () => {
    const client = from('203.0.113.70');
    const [a, b, c, other] = await Promise.all([
      send('/x/address/X-local1a', client),
      send('/x/address/X-local1b', client),
      send('/x/address/X-local1c', client),
      send('/x/address/X-local1d', from('203.0.113.71')),
    ]);
    const statuses = [a, b, c].map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    expect(other.status).toBe(200);
  });

  it('does not believe X-Forwarded-For from a peer it does not trust', async () => {
    await withStrictFront({}, async () => {
      const statuses: number[] = [];
      // A new made-up address on every request still counts against the one real peer.
      for (let i = 0; i < 5; i++) statuses.push((await send('/fees', from(`192.0.2.${i}`))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // The node-down page's own second request is not counted: it carries this process's token.
      const inner = await send('/fees', { headers: { [INNER_RENDER_HEADER]: innerRenderToken() } });
      expect(inner.status).toBe(200);
      const forged = await send('/fees', { headers: { [INNER_RENDER_HEADER]: 'guess' } });
      expect(forged.status).toBe(429);
    });
  });
});

/**
 * Runs `test` against a front of its own that trusts no proxy and lets a client 3 requests at once
 * (1 a second after that); `send` goes to it meanwhile.
 */
async function withStrictFront(
  options: Partial<Parameters<typeof createHttpFront>[0]>,
  test: () => Promise<void>,
): Promise<void> {
  const front = createServer(
    createHttpFront({
      next,
      dev: false,
      buildId: 'b1',
      pageCacheBytes: 0,
      security: readSecurityConfig({ SNOWLINE_RATE_LIMIT_PER_SECOND: '1', SNOWLINE_RATE_LIMIT_BURST: '3' }),
      ...options,
    }),
  );
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  const saved = base;
  base = { host: '127.0.0.1', port: (front.address() as AddressInfo).port };
  try {
    await test();
  } finally {
    base = saved;
    await new Promise<void>((r) => front.close(() => r()));
  }
}

describe('request metrics', () => {
  it('counts every answer once under its route: proxied calls, pages and refusals', async () => {
    const counted: string[] = [];
    const metrics = {
      request: (route: string, method: string, status: number) => counted.push(`${method} ${route} ${status}`),
    };
    await withStrictFront({ metrics }, async () => {
      const call = { 'content-type': 'application/json' };
      await send('/api/node/ext/info', {
        method: 'POST',
        headers: call,
        body: '{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID"}',
      });
      await send('/api/node/ext/info');
      await send('/fees');
      await send('/fees');
      // A response is counted once it is done: wait for the refusal's.
      await new Promise((r) => setTimeout(r, 50));
      expect(counted).toEqual([
        'POST /api/node/[...path] 200',
        'GET /api/node/[...path] 405',
        'GET /fees 200',
        'GET /fees 429',
      ]);
    });
  });
});

describe('upgrade requests', () => {
  /** Sends a raw `Connection: Upgrade` request and reads the status line of the answer. */
  function upgrade(port: number, path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => {
        s.write(
          `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      let got = '';
      s.on('data', (c: Buffer) => {
        got += c.toString();
        const m = /^HTTP\/1\.1 (\d{3})/.exec(got);
        if (m) {
          resolve(Number(m[1]));
          s.destroy();
        }
      });
      s.on('error', reject);
      s.on('close', () => resolve(0));
    });
  }

  it('pass the guard like any request: rate limited, bad paths refused, and none reaches a handler in production', async () => {
    for (const dev of [false, true]) {
      const reached: string[] = [];
      const front = createHttpFront({
        next,
        dev,
        buildId: 'b1',
        pageCacheBytes: 0,
        security: readSecurityConfig({ SNOWLINE_RATE_LIMIT_PER_SECOND: '1', SNOWLINE_RATE_LIMIT_BURST: '3' }),
      });
      const server = createServer(front);
      // A stand-in for Next's upgrade handler (its dev reload socket).
      server.on(
        'upgrade',
        front.upgrade((req, socket) => {
          reached.push(req.url ?? '');
          socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
        }),
      );
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as AddressInfo).port;
      try {
        expect(await upgrade(port, '/%zz'), `dev ${dev}`).toBe(400);
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push(await upgrade(port, '/_next/webpack-hmr'));
        // The bad path cost nothing; the burst of 3 passes, the rest are refused.
        expect(statuses.slice(0, 3), `dev ${dev}`).toEqual(Array(3).fill(dev ? 101 : 404));
        expect(statuses.slice(3), `dev ${dev}`).toEqual([429, 429, 429]);
        expect(reached, `dev ${dev}`).toEqual(dev ? Array(3).fill('/_next/webpack-hmr') : []);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
      }
    }
  });
});
