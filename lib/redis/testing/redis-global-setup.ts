// Vitest global setup: one throwaway Redis server for the whole run (scripts/services.mjs), its URL
// given to the tests as `redisUrl`. SNOWLINE_TEST_REDIS_URL points the tests at a server of your own
// instead. When Redis cannot start, every test that needs it fails with the reason.
import type { TestProject } from 'vitest/node';
import { startRedis } from '../../../scripts/services.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the run's Redis server; empty when it could not start. */
    redisUrl: string;
    /** Why there is no Redis server for this run. */
    redisError: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const own = process.env.SNOWLINE_TEST_REDIS_URL?.trim();
  if (own) {
    project.provide('redisUrl', own);
    project.provide('redisError', '');
    return undefined;
  }
  try {
    const server = await startRedis();
    project.provide('redisUrl', server.url);
    project.provide('redisError', '');
    return () => server.stop();
  } catch (e) {
    project.provide('redisUrl', '');
    project.provide(
      'redisError',
      `Redis is needed for the shared cache's and rate limits' tests and could not start: ${(e as Error).message}. ` +
        '`npm test` installs it (apt-get install redis-server); or set SNOWLINE_TEST_REDIS_URL to a server.',
    );
    return undefined;
  }
}
