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
  /** The env var naming a server of your own. */
  envVar: string;
  start: () => Promise<{ url: string; stop: () => Promise<void> }>;
  /** Why the tests need it and how to get it, after the start error. */
  hint: (startError: string) => string;
}

/** Provides `<name>Url` (the server's URL) and `<name>Error` (why there is none). */
export async function provideThrowawayService(
  project: TestProject,
  name: 'postgres' | 'redis',
  s: ThrowawayService,
): Promise<(() => Promise<void>) | undefined> {
  const urlKey = `${name}Url` as const;
  const errorKey = `${name}Error` as const;
  const own = process.env[s.envVar]?.trim();
  if (own) {
    project.provide(urlKey, own);
    project.provide(errorKey, '');
    return undefined;
  }
  try {
    const server = await s.start();
    project.provide(urlKey, server.url);
    project.provide(errorKey, '');
    return () => server.stop();
  } catch (e) {
    project.provide(urlKey, '');
    project.provide(errorKey, s.hint((e as Error).message));
    return undefined;
  }
}
