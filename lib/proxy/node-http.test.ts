import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeGateway, readNodeConfig } from '@/lib/node';
import { createNodeMetrics } from '@/lib/node/metrics';
import type { ServerConfig } from '@/lib/server/config';
import { nodePathOf, serveProxyHttp } from './node-http';
import { testServerConfig } from '@/lib/server/testing/server-config';
import { apiSecurityHeaders } from '@/lib/security/response-headers';

// The proxy on Node's HTTP server (as scripts/server.mjs runs it), in front of a stand-in node.
let node: Server;
let app: Server;
let base: string;
const seenPaths: string[] = [];

beforeAll(async () => {
  node = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seenPaths.push(req.url ?? '');
      const body = JSON.parse(raw) as { id: unknown };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: { height: '42' } }));
    });
  });
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r));
  const config: ServerConfig = testServerConfig({
    nodeUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}`,
    proxyMaxBodyBytes: 1024,
    proxyTimeoutMs: 2_000,
  });
  const gateway = createNodeGateway({ config: readNodeConfig({}, config), metrics: createNodeMetrics(new Registry()) });
  app = createServer(
    (req, res) => void serveProxyHttp(req, res, { config, gateway }, apiSecurityHeaders(false), '198.51.100.9'),
  );
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(app.address() as AddressInfo).port}/api/node`;
});
afterAll(async () => {
  await new Promise<void>((r) => app.close(() => r()));
  await new Promise<void>((r) => node.close(() => r()));
});

const rpc = (method: string, params: unknown = {}) => JSON.stringify({ jsonrpc: '2.0', id: 'a', method, params });

describe('proxy on Node HTTP', () => {
  it('answers a call with the caller’s id, on the node path the URL names', async () => {
    const res = await fetch(`${base}/ext/bc/%58`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rpc('avm.getHeight'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: '2.0', result: { height: '42' }, id: 'a' });
    expect(seenPaths).toEqual(['/ext/bc/X']);
    // The security headers it was handed go out with the answer's own.
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('keeps the proxy’s HTTP errors: verb, content type, unknown path', async () => {
    expect((await fetch(`${base}/ext/info`)).status).toBe(405);
    const text = await fetch(`${base}/ext/info`, { method: 'POST', body: rpc('info.getNetworkID') });
    expect(text.status).toBe(415);
    const unknown = await fetch(`${base}/ext/%E0%A4%A`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: rpc('info.getNetworkID'),
    });
    expect(unknown.status).toBe(404);
    expect(nodePathOf('/api/node/ext/bc/C/rpc?x=1')).toBe('/ext/bc/C/rpc');
  });

  it('refuses a body over the cap and closes the connection instead of reading the rest', async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(`${base}/ext/bc/X`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
      });
      req.on('error', reject);
      // No content-length: the cap is found while reading.
      req.write('{"jsonrpc":"2.0","id":1,"method":"avm.getHeight","params":{"pad":"' + 'x'.repeat(4096));
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });
});
