import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import { createNodeGateway, readNodeConfig } from '@/lib/node';
import { createNodeMetrics } from '@/lib/node/metrics';
import type { ServerConfig } from '@/lib/server/config';
import { proxyNodeRequest, type ProxyDeps } from './handler';
import { testServerConfig } from '@/lib/server/testing/server-config';

// Valid cb58 ids (32 bytes of 1s, 2s): the proxy checks params before anything reaches the node.
const TX_A = 'SeLqn3UAUoRymWmwW7axrzJK7JfNaBR2cHCryA6cFscgkny8';
const TX_MISSING = 'tHggZ5wKxbrxY2Yt1EAviybdDcKk9Mq4DZQiwKCDWkFWVpsj';

// A stand-in node on loopback: records what reaches it and answers per method.
interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  body: { method: string; params?: unknown; id: unknown };
}
let upstream: Server;
let upstreamUrl: string;
let seen: Seen[] = [];
let delayMs = 0;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Seen['body'];
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const reply = () => {
        if (body.method === 'platform.getHeight' && req.url === '/ext/bc/P') {
          res.writeHead(503, { 'content-type': 'text/plain' });
          res.end('API call rejected because chain is not done bootstrapping');
          return;
        }
        if (body.method === 'avm.getTx' && (body.params as { txID?: string })?.txID === TX_MISSING) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'not found', data: null }, id: body.id }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(
          JSON.stringify({ jsonrpc: '2.0', result: { echo: body.method, params: body.params ?? null }, id: body.id }),
        );
      };
      if (delayMs) setTimeout(reply, delayMs);
      else reply();
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => upstream.close(() => r())));
beforeEach(() => {
  seen = [];
  delayMs = 0;
});

const TOKEN = 'operator-token-0123456789';
function deps(over: Partial<ServerConfig> = {}, env: Record<string, string> = {}, now?: () => number): ProxyDeps {
  const config: ServerConfig = testServerConfig({
    nodeUrl: upstreamUrl,
    proxyMaxBodyBytes: 4096,
    proxyTimeoutMs: 2_000,
    ...over,
  });
  const gateway = createNodeGateway({
    config: readNodeConfig(env, config),
    metrics: createNodeMetrics(new Registry()),
    now,
  });
  return { config, gateway };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://snowline.test/api/node/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const call = (method: string, params?: unknown) => ({ jsonrpc: '2.0', id: 7, method, params });

async function json(res: Response) {
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string }; id: unknown };
}

describe('node proxy allowlist', () => {
  it('forwards a public method to the configured node and echoes the caller id', async () => {
    const res = await proxyNodeRequest(post(call('avm.getHeight', {})), '/ext/bc/X', deps());
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.id).toBe(7);
    expect(body.result).toEqual({ echo: 'avm.getHeight', params: {} });
    expect(seen.map((s) => s.path)).toEqual(['/ext/bc/X']);
  });

  it('forwards the C-chain atomic API (avax.*) on /ext/bc/C/avax, and only there', async () => {
    const d = deps({}, { SNOWLINE_RELAY_TXS: 'on' });
    const calls: [string, unknown][] = [
      ['avax.issueTx', { tx: '0x00' }],
      ['avax.getUTXOs', { addresses: ['C-local1x'], sourceChain: 'X' }],
      ['avax.getAtomicTx', { txID: TX_A }],
      ['avax.getAtomicTxStatus', { txID: TX_A }],
    ];
    for (const [method, params] of calls) {
      const body = await json(await proxyNodeRequest(post(call(method, params)), '/ext/bc/C/avax', d));
      expect(body.result, method).toEqual({ echo: method, params });
    }
    expect(seen.map((s) => s.path)).toEqual(Array(4).fill('/ext/bc/C/avax'));
    const wrong = await json(await proxyNodeRequest(post(call('avax.issueTx', { tx: '0x00' })), '/ext/bc/C/rpc', d));
    expect(wrong.error?.message).toMatch(/not available/);
    expect(seen).toHaveLength(4);
  });

  it('refuses node-specific methods in public mode without reaching the node', async () => {
    for (const [path, method] of [
      ['/ext/info', 'info.getNodeID'],
      ['/ext/info', 'info.getNodeIP'],
      ['/ext/admin', 'admin.getConfig'],
      ['/ext/keystore', 'keystore.listUsers'],
      ['/ext/bc/P', 'platform.exportKey'],
    ] as const) {
      const body = await json(await proxyNodeRequest(post(call(method, {})), path, deps()));
      expect(body.error?.message, method).toMatch(/node-specific/);
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses unknown methods and methods on the wrong path', async () => {
    const unknown = await json(await proxyNodeRequest(post(call('avm.getSecrets', {})), '/ext/bc/X', deps()));
    expect(unknown.error?.message).toMatch(/not available/);
    const wrongPath = await json(await proxyNodeRequest(post(call('info.getNetworkID')), '/ext/bc/X', deps()));
    expect(wrongPath.error?.message).toMatch(/not available/);
    expect(seen).toHaveLength(0);
  });

  it('answers 404 for a path that is not one of the node’s', async () => {
    const res = await proxyNodeRequest(post(call('avm.getHeight')), '/ext/../../etc/passwd', deps());
    expect(res.status).toBe(404);
    expect((await json(res)).error?.code).toBe(-32601);
  });

  it('in operator mode forwards node-specific methods only with the right token', async () => {
    const op = deps({ mode: 'operator', operatorToken: TOKEN });
    const noToken = await json(await proxyNodeRequest(post(call('info.getNodeID')), '/ext/info', op));
    expect(noToken.error?.message).toMatch(/node-specific/);
    const wrong = await json(
      await proxyNodeRequest(post(call('info.getNodeID'), { 'x-snowline-operator-token': 'nope' }), '/ext/info', op),
    );
    expect(wrong.error?.message).toMatch(/node-specific/);
    expect(seen).toHaveLength(0);
    const ok = await json(
      await proxyNodeRequest(post(call('info.getNodeID'), { authorization: `Bearer ${TOKEN}` }), '/ext/info', op),
    );
    expect(ok.result).toEqual({ echo: 'info.getNodeID', params: {} });
    expect(seen).toHaveLength(1);
  });

  it('never forwards the caller’s credentials or headers', async () => {
    const op = deps({ mode: 'operator', operatorToken: TOKEN });
    await proxyNodeRequest(
      post(call('info.getNodeID'), {
        cookie: 'session=abc',
        authorization: `Bearer ${TOKEN}`,
        'x-forwarded-host': 'evil',
      }),
      '/ext/info',
      op,
    );
    const h = seen[0]!.headers;
    expect(h.cookie).toBeUndefined();
    expect(h.authorization).toBeUndefined();
    expect(h['x-snowline-operator-token']).toBeUndefined();
    expect(h['x-forwarded-host']).toBeUndefined();
  });
});

describe('node proxy error paths', () => {
  it('answers malformed JSON with a parse error', async () => {
    const res = await proxyNodeRequest(post('{"jsonrpc":'), '/ext/info', deps());
    expect(res.status).toBe(400);
    expect((await json(res)).error?.code).toBe(-32700);
  });

  it('refuses batches', async () => {
    const res = await proxyNodeRequest(post([call('info.getNetworkID')]), '/ext/info', deps());
    expect((await json(res)).error?.message).toMatch(/batch/);
    expect(seen).toHaveLength(0);
  });

  it('refuses a wrong content type, a wrong jsonrpc version and non-POST methods', async () => {
    const ct = await proxyNodeRequest(
      post(call('info.getNetworkID'), { 'content-type': 'text/plain' }),
      '/ext/info',
      deps(),
    );
    expect(ct.status).toBe(415);
    const ver = await json(
      await proxyNodeRequest(post({ ...call('info.getNetworkID'), jsonrpc: '1.0' }), '/ext/info', deps()),
    );
    expect(ver.error?.code).toBe(-32600);
    const get = await proxyNodeRequest(new Request('http://snowline.test/x', { method: 'GET' }), '/ext/info', deps());
    expect(get.status).toBe(405);
    expect((await json(get)).error?.message).toMatch(/POST/);
  });

  it('refuses bodies over the limit without reading them all', async () => {
    const big = JSON.stringify(call('avm.getUTXOs', { addresses: ['X-' + 'a'.repeat(10_000)] }));
    const res = await proxyNodeRequest(post(big), '/ext/bc/X', deps());
    expect(res.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('reports a node that is down without saying where the node is, except to an operator', async () => {
    // Nothing listens on port 2 (privileged, and not on fetch's blocked-port list).
    const down = { nodeUrl: 'http://127.0.0.1:2' };
    const res = await proxyNodeRequest(post(call('info.getNetworkID')), '/ext/info', deps(down));
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text).error.message).toMatch(/unreachable/);
    expect(text).not.toMatch(/127\.0\.0\.1|:2\b|ECONNREFUSED/);

    const op = deps({ ...down, mode: 'operator', operatorToken: TOKEN });
    const asOperator = await json(
      await proxyNodeRequest(post(call('info.getNetworkID'), { authorization: `Bearer ${TOKEN}` }), '/ext/info', op),
    );
    expect((asOperator.error as { data?: { detail?: string } }).data?.detail).toMatch(/ECONNREFUSED 127\.0\.0\.1:2/);
  });

  it('reports a node that does not answer in time', async () => {
    delayMs = 500;
    const res = await proxyNodeRequest(post(call('info.getNetworkID')), '/ext/info', deps({ proxyTimeoutMs: 100 }));
    expect(res.status).toBe(504);
    expect((await json(res)).error?.message).toMatch(/did not answer within 100 ms/);
  });

  it('keeps the node’s plain-text HTTP errors readable', async () => {
    const res = await proxyNodeRequest(post(call('platform.getHeight', {})), '/ext/bc/P', deps());
    expect(res.status).toBe(503);
    expect((await json(res)).error?.message).toMatch(/not done bootstrapping/);
  });

  it('passes the node’s JSON-RPC errors through', async () => {
    const body = await json(await proxyNodeRequest(post(call('avm.getTx', { txID: TX_MISSING })), '/ext/bc/X', deps()));
    expect(body.error).toMatchObject({ code: -32000, message: 'not found' });
  });
});

describe('node proxy caching and coalescing', () => {
  it('makes identical concurrent calls once', async () => {
    delayMs = 100;
    const d = deps();
    const replies = await Promise.all(
      [1, 2, 3].map(() => proxyNodeRequest(post(call('avm.getHeight', {})), '/ext/bc/X', d)),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('serves an accepted tx from cache on repeat, with a long cache header', async () => {
    const d = deps();
    const first = await proxyNodeRequest(post(call('avm.getTx', { txID: TX_A, encoding: 'hex' })), '/ext/bc/X', d);
    expect(first.headers.get('cache-control')).toMatch(/immutable/);
    const second = await proxyNodeRequest(post(call('avm.getTx', { encoding: 'hex', txID: TX_A })), '/ext/bc/X', d);
    expect(second.headers.get('x-snowline-cache')).toBe('hit');
    expect((await json(second)).result).toEqual({ echo: 'avm.getTx', params: { txID: TX_A, encoding: 'hex' } });
    expect(seen).toHaveLength(1);
  });

  it('does not cache errors, and serves live data no older than the live window', async () => {
    let t = 1_000_000;
    const d = deps({}, { SNOWLINE_LIVE_MAX_AGE_MS: '1000' }, () => t);
    await proxyNodeRequest(post(call('avm.getTx', { txID: TX_MISSING })), '/ext/bc/X', d);
    await proxyNodeRequest(post(call('avm.getTx', { txID: TX_MISSING })), '/ext/bc/X', d);
    expect(seen).toHaveLength(2);
    const live = await proxyNodeRequest(post(call('avm.getHeight', {})), '/ext/bc/X', d);
    expect(live.headers.get('cache-control')).toBe('no-store');
    t += 500;
    const again = await proxyNodeRequest(post(call('avm.getHeight', {})), '/ext/bc/X', d);
    expect(again.headers.get('x-snowline-cache')).toBe('hit');
    expect(seen).toHaveLength(3);
    t += 600; // 1.1 s after the node answered: too old to serve
    const later = await proxyNodeRequest(post(call('avm.getHeight', {})), '/ext/bc/X', d);
    expect(later.headers.get('x-snowline-cache')).toBe('miss');
    expect(seen).toHaveLength(4);
  });
});

describe('node proxy params', () => {
  it('forwards only the canonical params: padding never reaches the node nor makes a new cache entry', async () => {
    const d = deps();
    const padded = { txID: TX_A, encoding: 'hex', padding: 'x'.repeat(2000) };
    const first = await json(await proxyNodeRequest(post(call('avm.getTx', padded)), '/ext/bc/X', d));
    expect(first.result).toEqual({ echo: 'avm.getTx', params: { txID: TX_A, encoding: 'hex' } });
    expect(seen[0]!.body.params).toEqual({ txID: TX_A, encoding: 'hex' });
    // Another padding, the node's case-insensitive key spelling and its one-element array form: one entry.
    for (const variant of [
      { ...padded, padding: 'y' },
      { TXID: TX_A, Encoding: 'hex' },
      [{ txID: TX_A, encoding: 'hex' }],
    ]) {
      const res = await proxyNodeRequest(post(call('avm.getTx', variant)), '/ext/bc/X', d);
      expect(res.headers.get('x-snowline-cache'), JSON.stringify(variant)).toBe('hit');
    }
    expect(seen).toHaveLength(1);
  });

  it('answers params that do not fit the method with an invalid-params error, without asking the node', async () => {
    for (const [method, params] of [
      ['avm.getTx', { txID: 'not-an-id' }],
      ['avm.getTx', {}],
      ['avm.getBlockByHeight', { height: '-1' }],
      ['eth_getBlockByNumber', { block: 'latest' }],
      ['eth_getBlockByNumber', ['latest', false, 'extra']],
    ] as const) {
      const path = method.startsWith('eth_') ? '/ext/bc/C/rpc' : '/ext/bc/X';
      const res = await proxyNodeRequest(post(call(method, params)), path, deps());
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.error?.code, `${method} ${JSON.stringify(params)}`).toBe(-32602);
      expect(body.error?.message).toMatch(new RegExp(`invalid params for ${method}`));
      expect(body.id).toBe(7);
    }
    expect(seen).toHaveLength(0);
  });
});

describe('node proxy relay policy', () => {
  const submissions = [
    ['/ext/bc/X', 'avm.issueTx', { tx: '0x00' }],
    ['/ext/bc/P', 'platform.issueTx', { tx: '0x00' }],
    ['/ext/bc/C/avax', 'avax.issueTx', { tx: '0x00' }],
    ['/ext/bc/X/wallet', 'wallet.issueTx', { tx: '0x00' }],
    ['/ext/bc/C/rpc', 'eth_sendRawTransaction', ['0x00']],
  ] as const;
  const heavy = [
    ['eth_call', [{ to: '0x' + '1'.repeat(40), data: '0x' }, 'latest']],
    ['eth_estimateGas', [{ to: '0x' + '1'.repeat(40) }]],
    ['eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]],
    ['debug_traceTransaction', ['0x' + 'ab'.repeat(32), { tracer: 'callTracer' }]],
  ] as const;

  it('does not relay transactions or heavy EVM calls for the public by default', async () => {
    for (const [path, method, params] of submissions) {
      const body = await json(await proxyNodeRequest(post(call(method, params)), path, deps()));
      expect(body.error?.code, method).toBe(-32012);
      expect(body.error?.message).toMatch(/SNOWLINE_RELAY_TXS/);
    }
    for (const [method, params] of heavy) {
      const body = await json(await proxyNodeRequest(post(call(method, params)), '/ext/bc/C/rpc', deps()));
      expect(body.error?.code, method).toBe(-32012);
      expect(body.error?.message).toMatch(/SNOWLINE_RELAY_EVM_CALLS/);
    }
    expect(seen).toHaveLength(0);
  });

  it('relays them when the operator turns them on, and always for a signed-in operator', async () => {
    const open = deps({}, { SNOWLINE_RELAY_TXS: 'on', SNOWLINE_RELAY_EVM_CALLS: 'on' });
    for (const [path, method, params] of submissions) {
      const body = await json(await proxyNodeRequest(post(call(method, params)), path, open));
      expect(body.result, method).toMatchObject({ echo: method });
    }
    for (const [method, params] of heavy) {
      const body = await json(await proxyNodeRequest(post(call(method, params)), '/ext/bc/C/rpc', open));
      expect(body.result, method).toMatchObject({ echo: method });
    }
    const op = deps({ mode: 'operator', operatorToken: TOKEN });
    const byOperator = await json(
      await proxyNodeRequest(
        post(call('avm.issueTx', { tx: '0x00' }), { authorization: `Bearer ${TOKEN}` }),
        '/ext/bc/X',
        op,
      ),
    );
    expect(byOperator.result).toMatchObject({ echo: 'avm.issueTx' });
    const byStranger = await json(await proxyNodeRequest(post(call('avm.issueTx', { tx: '0x00' })), '/ext/bc/X', op));
    expect(byStranger.error?.code).toBe(-32012);
    expect(seen).toHaveLength(submissions.length + heavy.length + 1);
  });
});

describe('node proxy upstream limits', () => {
  it('refuses a node answer over the size cap with a clear error', async () => {
    const d = deps({}, { SNOWLINE_NODE_MAX_RESPONSE_BYTES: '64' });
    const res = await proxyNodeRequest(post(call('avm.getTx', { txID: TX_A, encoding: 'hex' })), '/ext/bc/X', d);
    expect(res.status).toBe(502);
    const body = await json(res);
    expect(body.error?.code).toBe(-32015);
    expect(body.error?.message).toMatch(/larger than 64 bytes/);
  });
});
