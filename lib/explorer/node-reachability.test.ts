import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createReachabilityProbe } from './node-reachability';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A loopback port nothing listens on: bind one, then close it. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('node reachability probe', () => {
  it('says down when the connection is refused, and asks again once the short down-TTL passes', async () => {
    const port = await closedPort();
    let t = 0;
    const probe = createReachabilityProbe({ nodeUrl: `http://127.0.0.1:${port}`, now: () => t, downTtlMs: 1_000 });
    expect(await probe()).toBe('down');

    // The node comes up on that port: still cached as down, then up once the TTL passes.
    server = createServer((_req, res) => res.end('{"jsonrpc":"2.0","id":1,"result":{"networkID":"12345"}}'));
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
    t = 500;
    expect(await probe()).toBe('down');
    t = 1_001;
    expect(await probe()).toBe('up');
  });

  it('reaches a node whose URL carries credentials and an API key, as the node call path does', async () => {
    let seen: { url: string; authorization: string | undefined } | undefined;
    server = createServer((req, res) => {
      seen = { url: req.url ?? '', authorization: req.headers.authorization };
      res.end('{"jsonrpc":"2.0","id":1,"result":{"networkID":"12345"}}');
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const probe = createReachabilityProbe({ nodeUrl: `http://user:pa%40ss@127.0.0.1:${port}/?apikey=k1` });
    expect(await probe()).toBe('up');
    expect(seen).toEqual({
      url: '/ext/info?apikey=k1',
      authorization: `Basic ${Buffer.from('user:pa@ss').toString('base64')}`,
    });
  });

  it('counts any HTTP answer as up and a timeout as unknown (a slow node is left to the page)', async () => {
    let calls = 0;
    const answering = createReachabilityProbe({
      nodeUrl: 'http://node.invalid',
      fetch: async () => {
        calls++;
        return new Response('bootstrapping', { status: 503 });
      },
    });
    const [a, b] = await Promise.all([answering(), answering()]);
    expect([a, b]).toEqual(['up', 'up']);
    expect(calls).toBe(1);

    let slowCalls = 0;
    const slow = createReachabilityProbe({
      nodeUrl: 'http://node.invalid',
      fetch: () => {
        slowCalls++;
        return Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      },
    });
    expect(await slow()).toBe('unknown');
    // Kept, so the next page view does not wait on the probe again.
    expect(await slow()).toBe('unknown');
    expect(slowCalls).toBe(1);
  });
});
