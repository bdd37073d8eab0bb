// The process's Redis link, opened on first use when SNOWLINE_REDIS_URL is set; null without it
// (globalThis: Next may load this module in several bundles, and the server front shares it).
import { serverConfig } from '@/lib/server/config';
import { describeRedis, readRedisConfig } from './config';
import { openRedisLink, type RedisLink } from './link';

const key = Symbol.for('snowline.redis');
type WithRedis = typeof globalThis & { [key]?: RedisLink | null };

export function processRedis(): RedisLink | null {
  const g = globalThis as WithRedis;
  if (g[key] === undefined) {
    const config = readRedisConfig(process.env, serverConfig().nodeUrl);
    g[key] = config ? openRedisLink(config, { log: (msg) => console.warn(`[snowline redis] ${msg}`) }) : null;
    if (config) {
      console.log(`[snowline] answers, in-flight calls and rate limits shared through ${describeRedis(config)}`);
    }
  }
  return g[key];
}
