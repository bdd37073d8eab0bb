// The process's token throttle: counts shared in Redis when SNOWLINE_REDIS_URL is set, in memory
// otherwise (globalThis: Next may load this module in several bundles, and the server front shares it).
import { processRedis } from '@/lib/redis/instance';
import { processSingleton } from '@/lib/server/process-singleton';
import { redisWindowCounter } from './redis-token-throttle';
import { createTokenThrottle, TOKEN_THROTTLE, type TokenThrottle } from './token-throttle';

export function processTokenThrottle(): TokenThrottle {
  return processSingleton('tokenThrottle', () => {
    const redis = processRedis();
    return createTokenThrottle(TOKEN_THROTTLE, redis ? redisWindowCounter(redis, TOKEN_THROTTLE.windowMs) : undefined);
  });
}
