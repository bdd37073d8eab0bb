// The token throttle's counts in Redis (SNOWLINE_REDIS_URL): a client's attempts count on every
// instance together, so a guesser spread over N instances does not get N times the tries. When Redis
// does not answer, the instance counts in its own memory rather than letting guesses through.
import type { RedisLink } from '@/lib/redis/link';
import { memoryWindowCounter, type WindowCounter } from './token-throttle';

// KEYS[1]: the count. ARGV: limit, window (ms). Returns the ms left in the window when refused, else 0.
const TAKE_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then
  return math.max(1, redis.call('PTTL', KEYS[1]))
end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
// Hands one back without going below zero or outliving the window.
const GIVE_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

// Token checks are rare and their count must be shared: a moment's rest after another caller's failed
// command (a cache write, a claim) must not hand a guesser each instance's own ten tries.
const EVEN_RESTING = { evenResting: true };

export function redisWindowCounter(link: RedisLink, windowMs: number): WindowCounter {
  const local = memoryWindowCounter(windowMs);
  const key = (k: string) => `${link.namespace}:token:${k}`;
  return {
    async take(k, limit) {
      try {
        return Number(await link.run((r) => r.eval(TAKE_LUA, 1, key(k), limit, windowMs), EVEN_RESTING));
      } catch {
        return local.take(k, limit);
      }
    },
    async give(k) {
      local.give(k);
      await link.run((r) => r.eval(GIVE_LUA, 1, key(k)), EVEN_RESTING).catch(() => undefined);
    },
  };
}
