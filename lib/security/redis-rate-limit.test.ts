// Rate limits shared through Redis: a client's bucket is the same whichever instance answers it, and
// when Redis does not answer each instance limits with its own buckets instead of failing.
import { describe, expect, it } from 'vitest';
import { redisLinks, testNamespace, twoInstances } from '@/lib/redis/testing/test-redis';
import { redisTokenBuckets } from './redis-rate-limit';

const link = redisLinks();
const options = { perSecond: 1, burst: 4 };

describe('Redis token buckets', () => {
  it('give a client one bucket across instances: its burst, spent on either, is spent on both', async () => {
    const [a, b] = await twoInstances(link, (l) => redisTokenBuckets(l, options));
    const taken = [];
    for (let i = 0; i < 3; i++)
      taken.push((await a.take('203.0.113.7', 1)).allowed, (await b.take('203.0.113.7', 1)).allowed);
    // Four tokens in all (plus at most one refilled while the test ran), not four per instance.
    expect(taken.filter(Boolean).length).toBeGreaterThanOrEqual(4);
    expect(taken.filter(Boolean).length).toBeLessThanOrEqual(5);
    const refused = await a.take('203.0.113.7', 1);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Another client has its own bucket.
    expect((await b.take('198.51.100.1', 4)).allowed).toBe(true);
  });

  it('expire a bucket once it would be full again, so idle clients cost Redis nothing', async () => {
    const l = await link(testNamespace());
    await redisTokenBuckets(l, options).take('203.0.113.8', 2);
    const [key] = await l.client.keys(`${l.namespace}:rate:*`);
    const ttl = await l.client.pttl(key!);
    expect(ttl).toBeGreaterThan(1_000);
    expect(ttl).toBeLessThanOrEqual(3_000); // 2 tokens at 1/s, and a second of slack
  });

  it('fall back to limits in this process when Redis refuses connections, without failing a request', async () => {
    const limiter = redisTokenBuckets(await link(testNamespace(), { url: 'redis://127.0.0.1:1' }), options);
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push((await limiter.take('203.0.113.9', 1)).allowed);
    expect(decisions).toEqual([true, true, true, true, false]);
  });
});
