// Redis links for tests, on the run's Redis server (redis-global-setup.ts), each in a namespace no
// other test uses, closed after the suite.
import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { openRedisLink, type RedisLink, type RedisLinkOptions } from '@/lib/redis/link';

/** The run's Redis URL; throws the reason when there is none. */
export function testRedisUrl(): string {
  const url = inject('redisUrl');
  if (!url) throw new Error(inject('redisError') || 'no Redis server for this run (vitest global setup)');
  return url;
}

/** A fresh namespace: what two instances of one deployment share. */
export function testNamespace(): string {
  return `snowline-test:${randomBytes(6).toString('hex')}`;
}

/** Call at the top of a suite; `link()` opens a connection (ready) and closes it after the suite. */
export function redisLinks() {
  const open: RedisLink[] = [];
  afterAll(async () => {
    await Promise.all(open.map((l) => l.close()));
  });
  return async (namespace: string, o: RedisLinkOptions & { url?: string } = {}): Promise<RedisLink> => {
    const link = openRedisLink({ url: o.url ?? testRedisUrl(), namespace }, o);
    open.push(link);
    if (!o.url) await ready(link); // connected before the test asks
    return link;
  };
}

/** Two instances of one deployment, each made by `make` on its own link into one fresh namespace. */
export async function twoInstances<T>(link: ReturnType<typeof redisLinks>, make: (l: RedisLink) => T): Promise<[T, T]> {
  const ns = testNamespace();
  return [make(await link(ns)), make(await link(ns))];
}

/** Resolves once the link's connection is ready (commands fail before that: there is no offline queue). */
export function ready(link: RedisLink): Promise<void> {
  if (link.client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => link.client.once('ready', () => resolve()));
}
