// The sign-in throttle shared by every instance (SNOWLINE_REDIS_URL): a client's wrong tokens are
// counted in Redis, in a window that starts at the first one, so a guesser gets `maxFailures` tries
// per window in all, not per instance. Failures are also counted in this process: when Redis does not
// answer, the instance throttles with its own count rather than letting guesses through.
import type { RedisLink } from '@/lib/redis/link';
import { createSignInThrottle, type SignInThrottle, type SignInThrottleOptions } from './sign-in-throttle';

// KEYS[1]: the client's count. ARGV[1]: the window (ms). The first failure opens the window.
const FAIL_LUA = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

export function redisSignInThrottle(link: RedisLink, o: SignInThrottleOptions): SignInThrottle {
  const local = createSignInThrottle(o);
  const key = (client: string) => `${link.namespace}:signin:${client}`;
  return {
    async retryAfterMs(client, nowMs) {
      try {
        const replies = await link.run((r) => r.multi().get(key(client)).pttl(key(client)).exec());
        const failures = Number(replies?.[0]?.[1] ?? 0);
        const left = Number(replies?.[1]?.[1] ?? -2);
        return failures >= o.maxFailures && left > 0 ? left : 0;
      } catch {
        return local.retryAfterMs(client, nowMs);
      }
    },
    async recordFailure(client, nowMs) {
      local.recordFailure(client, nowMs);
      await link.run((r) => r.eval(FAIL_LUA, 1, key(client), o.windowMs)).catch(() => undefined);
    },
    async recordSuccess(client) {
      local.recordSuccess(client);
      await link.run((r) => r.del(key(client))).catch(() => undefined);
    },
  };
}
