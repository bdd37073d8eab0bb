// Readiness of this process: the node through the gateway (a live answer, so the probes of N
// instances cost the node one call per live window when they share Redis), the store's ping, and
// Redis's PING when SNOWLINE_REDIS_URL is set.
import { nodeGateway, SERVER_SELF } from '@/lib/node';
import { processRedis } from '@/lib/redis/instance';
import { appStore } from '@/lib/store/instance';
import { NotReady, readiness, type Readiness } from './readiness';

export async function processReadiness(): Promise<Readiness> {
  const redis = processRedis();
  return readiness({
    node: async () => {
      const answer = await nodeGateway().call({
        path: '/ext/bc/P',
        method: 'platform.getHeight',
        params: {},
        caller: SERVER_SELF,
      });
      // The kind only: a failure's message may quote the node's own words.
      if (!answer.ok) throw new NotReady(`the node does not answer (${answer.failure.kind})`);
    },
    store: async () => {
      await (await appStore()).ping().catch(() => {
        throw new NotReady('the store does not answer');
      });
    },
    redis: redis
      ? () =>
          redis.ping().catch(() => {
            throw new NotReady('Redis does not answer');
          })
      : undefined,
  });
}
