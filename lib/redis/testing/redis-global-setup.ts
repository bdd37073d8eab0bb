// Vitest global setup: one throwaway Redis server for the whole run (scripts/services.mjs), its URL
// given to the tests as `redisUrl`. SNOWLINE_TEST_REDIS_URL points the tests at a server of your own
// instead. When Redis cannot start, every test that needs it fails with the reason.
import type { TestProject } from 'vitest/node';
import { startRedis } from '../../../scripts/services.mjs';
import { provideThrowawayService } from '../../testing/service-setup';

export default function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  return provideThrowawayService(project, 'redis', {
    envVar: 'SNOWLINE_TEST_REDIS_URL',
    start: startRedis,
    hint: (error) =>
      `Redis is needed for the shared cache's and rate limits' tests and could not start: ${error}. ` +
      '`npm test` installs it (apt-get install redis-server); or set SNOWLINE_TEST_REDIS_URL to a server.',
  });
}
