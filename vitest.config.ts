import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['{lib,devnet,app,components,scripts}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['scripts/read-guard.setup.ts'],
    // One throwaway PostgreSQL server for the run (the store's suites run against it and SQLite), and
    // one Redis (the shared answer cache and rate limits).
    globalSetup: ['lib/store/testing/postgres-global-setup.ts', 'lib/redis/testing/redis-global-setup.ts'],
  },
});
