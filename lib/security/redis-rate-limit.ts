// Rate limits shared by every instance (SNOWLINE_REDIS_URL): one token bucket per client in Redis,
// taken from atomically by a Lua script on Redis's own clock, so a client gets the same rate whichever
// instance answers it, and instances' clocks need not agree. When Redis does not answer, each
// instance falls back to its own buckets in memory (what it does without Redis) rather than letting
// everyone through or no one.
import type { RedisLink } from '@/lib/redis/link';
import { memoryTokenBuckets, type RateDecision, type RateLimiter, type TokenBucketOptions } from './rate-limit';

// KEYS[1]: the bucket. ARGV: tokens per second, burst, cost. Returns { allowed (0/1), retry-after s }.
// A bucket left alone until it is full again expires: it would be made full anyway.
const TAKE_LUA = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local need = math.min(tonumber(ARGV[3]), burst)
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1])
local at = tonumber(b[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
local retry = 0
if tokens >= need then
  tokens = tokens - need
  allowed = 1
else
  retry = math.max(1, math.ceil((need - tokens) / rate))
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return { allowed, retry }
`;

export function redisTokenBuckets(link: RedisLink, o: TokenBucketOptions): RateLimiter {
  const local = memoryTokenBuckets(o);
  return {
    async take(key, cost): Promise<RateDecision> {
      try {
        const [allowed, retry] = (await link.run((r) =>
          r.eval(TAKE_LUA, 1, `${link.namespace}:rate:${key}`, o.perSecond, o.burst, cost),
        )) as [number, number];
        return { allowed: allowed === 1, retryAfterSeconds: retry };
      } catch {
        return local.take(key, cost);
      }
    },
  };
}
