// The process's Redis link, opened on first use when SNOWLINE_REDIS_URL is set; null without it
// (globalThis: Next may load this module in several bundles, and the server front shares it).
import { serverConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { describeRedis, readRedisConfig } from './config';
import { openRedisLink, type RedisLink } from './link';

export function processRedis(): RedisLink | null {
  return processSingleton('redis', () => {
    const config = readRedisConfig(process.env, serverConfig().nodeUrl);
    if (!config) return null;
    console.log(`[snowline] answers, in-flight calls and rate limits shared through ${describeRedis(config)}`);
    return openRedisLink(config, { log: (msg) => console.warn(`[snowline redis] ${msg}`) });
  });
}
