// Whether several instances share Redis, read once from the environment: SNOWLINE_REDIS_URL (a
// redis:// or rediss:// URL) turns on the shared answer cache, the shared in-flight claims and the
// shared rate limits; unset, each instance keeps its own, as a single instance does.
import { createHash } from 'node:crypto';
import { envText, type Env } from '@/lib/server/env';
import { serviceUrl } from '@/lib/server/service-url';

export interface RedisConfig {
  /** redis:// or rediss:// URL (may carry a password: never logged or shown). */
  url: string;
  /**
   * Start of every key Snowline writes: SNOWLINE_REDIS_KEY_PREFIX (default `snowline`) and a tag of
   * the node URL, so deployments in front of different nodes can share one Redis without mixing answers.
   */
  namespace: string;
}

export function readRedisConfig(env: Env = process.env, nodeUrl: string): RedisConfig | null {
  const raw = envText(env, 'SNOWLINE_REDIS_URL');
  if (!raw) return null;
  serviceUrl('SNOWLINE_REDIS_URL', raw, {
    protocols: ['redis:', 'rediss:'],
    schemes: 'a redis:// or rediss://',
    example: 'redis://[:password@]host:6379[/db]',
  });
  const prefix = envText(env, 'SNOWLINE_REDIS_KEY_PREFIX') ?? 'snowline';
  if (!/^[\w.-]{1,64}$/.test(prefix)) {
    throw new Error(`SNOWLINE_REDIS_KEY_PREFIX must be 1–64 letters, digits, '_', '.' or '-', got "${prefix}"`);
  }
  const nodeTag = createHash('sha256').update(nodeUrl).digest('hex').slice(0, 12);
  return { url: raw, namespace: `${prefix}:${nodeTag}` };
}

/** Where Redis is, for logs: never its password. */
export function describeRedis(c: RedisConfig): string {
  const u = new URL(c.url);
  return `Redis at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname.length > 1 ? u.pathname : ''}`;
}
