// A link just opened waits for its first connection before it gives up on Redis: a cold instance's
// first requests count in the shared limits, not in-process only. A Redis that is not there still
// costs a command no more than its timeout.
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedisLink, type RedisLink } from './link';
import { testNamespace, testRedisUrl } from './testing/test-redis';

const opened: RedisLink[] = [];
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close().catch(() => undefined)));
});

describe('a Redis link', () => {
  it('runs the first command on Redis once the connection it is opening is ready', async () => {
    const link = openRedisLink({ url: testRedisUrl(), namespace: testNamespace() });
    opened.push(link);
    expect(link.client.status).not.toBe('ready');
    await expect(link.run((r) => r.ping())).resolves.toBe('PONG');
  });

  it('gives up within the command timeout when nothing answers', async () => {
    // A port that accepts nothing: bind one, close it, and use it.
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    const link = openRedisLink(
      { url: `redis://127.0.0.1:${port}`, namespace: testNamespace() },
      { commandTimeoutMs: 300 },
    );
    opened.push(link);
    const started = Date.now();
    await expect(link.run((r) => r.ping())).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
