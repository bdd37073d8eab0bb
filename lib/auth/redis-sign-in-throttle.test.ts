// The sign-in throttle in Redis: wrong tokens count across instances, and without Redis each
// instance still throttles on its own.
import { describe, expect, it } from 'vitest';
import { redisLinks, testNamespace, twoInstances } from '@/lib/redis/testing/test-redis';
import { redisSignInThrottle } from './redis-sign-in-throttle';

const link = redisLinks();
const options = { maxFailures: 3, windowMs: 60_000 };

describe('Redis sign-in throttle', () => {
  it('counts a client’s wrong tokens on every instance together, for one window', async () => {
    const [a, b] = await twoInstances(link, (l) => redisSignInThrottle(l, options));
    await a.recordFailure('203.0.113.5');
    await b.recordFailure('203.0.113.5');
    expect(await a.retryAfterMs('203.0.113.5')).toBe(0);
    await a.recordFailure('203.0.113.5');
    const wait = await b.retryAfterMs('203.0.113.5');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Another client is not affected; a success on any instance clears the count.
    expect(await b.retryAfterMs('203.0.113.6')).toBe(0);
    await b.recordSuccess('203.0.113.5');
    expect(await a.retryAfterMs('203.0.113.5')).toBe(0);
  });

  it('throttles with its own count when Redis refuses connections', async () => {
    const t = redisSignInThrottle(await link(testNamespace(), { url: 'redis://127.0.0.1:1' }), options);
    for (let i = 0; i < 3; i++) await t.recordFailure('203.0.113.7');
    expect(await t.retryAfterMs('203.0.113.7')).toBeGreaterThan(0);
  });
});
