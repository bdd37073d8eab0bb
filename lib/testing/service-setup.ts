// The shared part of the vitest global setups that start one throwaway server for the whole run
// (PostgreSQL, Redis): a URL of your own from an env var wins; otherwise the server is started and
// its URL provided; when it cannot start, the reason is provided instead, for the tests to fail with.
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the run's PostgreSQL server; empty when it could not start. */
    postgresUrl: string;
    /** Why there is no PostgreSQL server for this run. */
    postgresError: string;
    /** URL of the run's Redis server; empty when it could not start. */
    redisUrl: string;
    /** Why there is no Redis server for this run. */
    redisError: string;
  }
}

interface ThrowawayService {
  /** The provided keys: the server's URL and why there is none. */
  urlKey: 'postgresUrl' | 'redisUrl';
  errorKey: 'postgresError' | 'redisError';
  /** The env var naming a server of your own. */
  envVar: string;
  start: () => Promise<{ url: string; stop: () => Promise<void> }>;
  /** Why the tests need it and how to get it, after the start error. */
  hint: (startError: string) => string;
}

export async function provideThrowawayService(
  project: TestProject,
  s: ThrowawayService,
): Promise<(() => Promise<void>) | undefined> {
  const own = process.env[s.envVar]?.trim();
  if (own) {
    project.provide(s.urlKey, own);
    project.provide(s.errorKey, '');
    return undefined;
  }
  try {
    const server = await s.start();
    project.provide(s.urlKey, server.url);
    project.provide(s.errorKey, '');
    return () => server.stop();
  } catch (e) {
    project.provide(s.urlKey, '');
    project.provide(s.errorKey, s.hint((e as Error).message));
    return undefined;
  }
}
