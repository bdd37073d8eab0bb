// The process's token throttle: counts shared in Redis when SNOWLINE_REDIS_URL is set, in memory
// otherwise (globalThis: Next may load this module in several bundles, and the server front shares it).
import { processRedis } from '@/lib/redis/instance';
import { redisWindowCounter } from './redis-token-throttle';
import { createTokenThrottle, TOKEN_THROTTLE, type TokenThrottle } from './token-throttle';

const key = Symbol.for('snowline.tokenThrottle');
type WithThrottle = typeof globalThis & { [key]?: TokenThrottle };

export function processTokenThrottle(): TokenThrottle {
  const g = globalThis as WithThrottle;
  if (g[key] === undefined) {
    const redis = processRedis();
    g[key] = createTokenThrottle(
      TOKEN_THROTTLE,
      redis ? redisWindowCounter(redis, TOKEN_THROTTLE.windowMs) : undefined,
    );
  }
  return g[key];
}
