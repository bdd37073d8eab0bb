// One gateway per server process: the proxy, pages, route handlers and the monitor share its cache
// and its calls in flight; with SNOWLINE_REDIS_URL, also a cache and claims shared with the other
// instances. On globalThis, since Next may load this module in several bundles.
import { processRedis } from '@/lib/redis/instance';
import { serverConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { readNodeConfig } from './config';
import { createNodeGateway, type NodeGateway } from './gateway';
import type { NodeMetrics } from './metrics';
import { redisAnswerLayer } from './redis-answer-layer';

/** A gateway configured from the environment (the follower's thread makes its own, with its metrics sent home). */
export function gatewayFromEnv(metrics?: NodeMetrics): NodeGateway {
  const redis = processRedis();
  return createNodeGateway({
    config: readNodeConfig(process.env, serverConfig()),
    shared: redis ? redisAnswerLayer(redis) : undefined,
    metrics,
  });
}

export function nodeGateway(): NodeGateway {
  return processSingleton('nodeGateway', () => gatewayFromEnv());
}
