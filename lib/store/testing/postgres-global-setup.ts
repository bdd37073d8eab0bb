// Vitest global setup: one throwaway PostgreSQL server for the whole run (scripts/services.mjs), its
// URL given to the tests as `postgresUrl`. SNOWLINE_TEST_DATABASE_URL points the tests at a server of
// your own instead. When PostgreSQL cannot start, every PostgreSQL suite fails with the reason.
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/services.mjs';
import { provideThrowawayService } from '../../testing/service-setup';

export default function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  return provideThrowawayService(project, 'postgres', {
    envVar: 'SNOWLINE_TEST_DATABASE_URL',
    start: startPostgres,
    hint: (error) =>
      `PostgreSQL is needed for the store's tests and could not start: ${error}. ` +
      '`npm test` installs it (apt-get install postgresql); or set SNOWLINE_TEST_DATABASE_URL to a server.',
  });
}
