import { describe, expect, it } from 'vitest';
import { memoryTokenBuckets, rateKeyOf } from './rate-limit';

describe('token buckets', () => {
  it('allows a burst, then the steady rate, per client; says when to retry', async () => {
    let t = 0;
    const limiter = memoryTokenBuckets({ perSecond: 2, burst: 4, now: () => t });
    for (let i = 0; i < 4; i++) expect((await limiter.take('a', 1)).allowed).toBe(true);
    const over = await limiter.take('a', 1);
    expect(over).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Another client is untouched.
    expect((await limiter.take('b', 1)).allowed).toBe(true);
    t += 500; // one token back
    expect((await limiter.take('a', 1)).allowed).toBe(true);
    expect((await limiter.take('a', 1)).allowed).toBe(false);
    // An expensive request needs several tokens; waiting refills up to the burst, not beyond.
    t += 60_000;
    expect((await limiter.take('a', 3)).allowed).toBe(true);
    expect(await limiter.take('a', 3)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('keeps at most maxClients buckets', async () => {
    const limiter = memoryTokenBuckets({ perSecond: 1, burst: 1, maxClients: 10 });
    for (let i = 0; i < 1000; i++) await limiter.take(`client-${i}`, 1);
    // The first client was forgotten, so it has a full bucket again; a recent one has not.
    expect((await limiter.take('client-0', 1)).allowed).toBe(true);
    expect((await limiter.take('client-999', 1)).allowed).toBe(false);
  });

  it('puts the addresses of one IPv6 /64 in one bucket', () => {
    expect(rateKeyOf('2001:db8:1:2:aaaa::1')).toBe(rateKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(rateKeyOf('2001:db8:1:2::1')).not.toBe(rateKeyOf('2001:db8:1:3::1'));
    expect(rateKeyOf('203.0.113.9')).toBe('203.0.113.9');
  });
});
