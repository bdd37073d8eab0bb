// The token throttle's counts in Redis: a client's attempts count on every instance together, and
// without Redis each instance still throttles on its own.
import { describe, expect, it } from 'vitest';
import { redisLinks, testNamespace, twoInstances } from '@/lib/redis/testing/test-redis';
import { redisWindowCounter } from './redis-token-throttle';
import { createTokenThrottle } from './token-throttle';

const link = redisLinks();
const options = { perClient: 3, global: 100, windowMs: 60_000 };

describe('Redis token throttle', () => {
  it('counts a client’s attempts on every instance together, and hands a right token’s back', async () => {
    const [a, b] = await twoInstances(link, (l) =>
      createTokenThrottle(options, redisWindowCounter(l, options.windowMs)),
    );
    // Two instances, guessed at once: three attempts in all.
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).admit('203.0.113.5')));
    expect(tries.filter((t) => t.ok)).toHaveLength(3);
    const refused = tries.find((t) => !t.ok);
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(55);
    // Another client is not affected; a right token gives its attempt back.
    const other = await b.admit('203.0.113.6');
    expect(other.ok).toBe(true);
    if (other.ok) await other.attempt.matched();
    for (let i = 0; i < 3; i++) {
      const t = await a.admit('203.0.113.6');
      expect(t.ok).toBe(true);
    }
  });

  it('still counts in Redis right after another caller’s command failed on the same link', async () => {
    const [[a, linkA], [b, linkB]] = await twoInstances(
      link,
      (l) => [createTokenThrottle(options, redisWindowCounter(l, options.windowMs)), l] as const,
    );
    // A failed command (here a wrong one) leaves each link resting for a moment.
    for (const l of [linkA, linkB])
      await expect(l.run((r) => r.eval('return redis.call("NOPE")', 0))).rejects.toThrow();
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push((await (i % 2 ? a : b).admit('203.0.113.8')).ok);
    expect(tries).toEqual([true, true, true, false, false, false]);
  });

  it('throttles with its own count when Redis refuses connections', async () => {
    const dead = await link(testNamespace(), { url: 'redis://127.0.0.1:1' });
    const t = createTokenThrottle(options, redisWindowCounter(dead, options.windowMs));
    for (let i = 0; i < 3; i++) expect((await t.admit('203.0.113.7')).ok).toBe(true);
    expect((await t.admit('203.0.113.7')).ok).toBe(false);
  });
});
