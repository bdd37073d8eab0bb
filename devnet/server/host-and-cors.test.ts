// The devnet's outer middleware as AvalancheGo's: --http-allowed-hosts refuses a Host not on the
// list with 403 (so a page cannot reach the devnet by DNS rebinding), and CORS follows rs/cors v1.7.0
// with --http-allowed-origins and credentials allowed.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { SILENT_LOGGER } from '../core/logger';
import { startHttpServer, type RunningServer } from './http';
import type { RouteTable } from './routes';
import type { ServiceImplementation } from './implement';

const info = {
  service: 'info',
  namespace: 'info',
  methods: new Map([
    ['info.getNetworkID', { def: undefined as never, decode: () => ({}), run: () => ({ networkID: '12345' }) }],
  ]),
} as unknown as ServiceImplementation;

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function serve(o: { allowedHosts?: string[]; allowedOrigins?: string[] } = {}): Promise<RunningServer> {
  const routes: RouteTable = {
    endpoints: new Map([['/ext/info', { service: info, ctx: { path: '/ext/info' } }]]),
    evm: new Map(),
  };
  const server = await startHttpServer(
    {
      routes: () => routes,
      log: SILENT_LOGGER,
      nodeID: 'NodeID-test',
      health: () => ({ checks: {}, healthy: true }),
      ...o,
    },
    0,
    '127.0.0.1',
  );
  servers.push(server);
  return server;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with exactly these headers (fetch would not send a Host of our choosing). */
function request(
  server: RunningServer,
  o: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...o.headers };
    headers.host = o.host ?? `localhost:${server.port}`;
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path: '/ext/info', method: o.method ?? 'POST', headers, setHost: false },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(o.body ?? '');
  });
}

const rpc = { 'content-type': 'application/json' };
const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'info.getNetworkID' });

describe('allowed hosts', () => {
  test('by default localhost and any IP address are served; any other name is refused with 403', async () => {
    const s = await serve();
    for (const host of [
      `localhost:${s.port}`,
      'LOCALHOST',
      `127.0.0.1:${s.port}`,
      `[::1]:${s.port}`,
      '[::1]',
      '10.1.2.3',
    ]) {
      expect((await request(s, { host, headers: rpc, body })).status, host).toBe(200);
    }
    const refused = await request(s, { host: `rebind.attacker.example:${s.port}`, headers: rpc, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toBe('invalid host specified\n');
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['node-id']).toBe('NodeID-test');
  });

  test('an HTTP/1.0 request without a Host is served: DNS rebinding needs one', async () => {
    const s = await serve();
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(s.port, '127.0.0.1', () =>
        socket.end(
          `POST /ext/info HTTP/1.0\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
        ),
      );
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('"networkID":"12345"');
  });

  test('the list replaces the default; * lets every host through', async () => {
    const named = await serve({ allowedHosts: ['snowline.test'] });
    expect((await request(named, { host: 'snowline.test:9650', headers: rpc, body })).status).toBe(200);
    expect((await request(named, { host: 'localhost', headers: rpc, body })).status).toBe(403);
    const any = await serve({ allowedHosts: ['*'] });
    expect((await request(any, { host: 'whatever.example', headers: rpc, body })).status).toBe(200);
  });
});

describe('CORS (rs/cors as AvalancheGo configures it)', () => {
  test('by default only pages on this machine may read replies: another website cannot drive the devnet', async () => {
    const s = await serve();
    const from = async (origin: string) =>
      (await request(s, { headers: { ...rpc, origin }, body })).headers['access-control-allow-origin'];
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:8080', 'http://localhost']) {
      expect(await from(origin), origin).toBe(origin);
    }
    for (const origin of [
      'https://evil.example',
      'http://localhost:3000.evil.example',
      'null',
      'http://127.0.0.2:80',
    ]) {
      expect(await from(origin), origin).toBeUndefined();
    }
    const preflight = await request(s, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('with *, as AvalancheGo by default, any origin may read replies, credentials included; Vary: Origin on every reply', async () => {
    const s = await serve({ allowedOrigins: ['*'] });
    const r = await request(s, { headers: { ...rpc, origin: 'https://app.example' }, body });
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(r.headers.vary).toBe('Origin');
    const plain = await request(s, { headers: rpc, body });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin');
  });

  test('a preflight is answered 200 for the default methods and headers only, whatever the host', async () => {
    const s = await serve({ allowedOrigins: ['*'] });
    const preflight = (headers: Record<string, string>, host?: string) =>
      request(s, {
        method: 'OPTIONS',
        ...(host ? { host } : {}),
        headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', ...headers },
      });
    const ok = await preflight({ 'access-control-request-headers': 'content-type' });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('');
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    expect(ok.headers['access-control-allow-methods']).toBe('POST');
    expect(ok.headers['access-control-allow-headers']).toBe('Content-Type');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(ok.headers.vary).toBe('Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    // A header or method outside the defaults: 200 without any allow-* header, so the browser stops.
    const withAuth = await preflight({ 'access-control-request-headers': 'authorization' });
    expect(withAuth.status).toBe(200);
    expect(withAuth.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await preflight({ 'access-control-request-method': 'PUT' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
    // rs/cors answers before the host check; the request itself would still get the 403.
    expect((await preflight({}, 'rebind.attacker.example')).status).toBe(200);
  });

  test('--http-allowed-origins: listed origins (with a * wildcard) are echoed, others get no allow-origin', async () => {
    const s = await serve({ allowedOrigins: ['https://*.avax.network', 'http://localhost:3000'] });
    const from = async (origin: string) =>
      (await request(s, { headers: { ...rpc, origin }, body })).headers['access-control-allow-origin'];
    expect(await from('https://explorer.avax.network')).toBe('https://explorer.avax.network');
    expect(await from('http://localhost:3000')).toBe('http://localhost:3000');
    expect(await from('https://evil.example')).toBeUndefined();
  });
});
