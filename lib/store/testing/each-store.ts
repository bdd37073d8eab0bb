// Runs one suite against both stores: `describeEachStore('sessions', (s) => { … })` declares
// "sessions [sqlite]" and "sessions [postgres]". Each `freshConfig()` is a location no other test
// uses: a new temporary directory, or a new database on the run's PostgreSQL server (dropped after
// the suite). Without that server, every PostgreSQL test fails with the reason; none is skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, inject } from 'vitest';
import type { StoreConfig } from '@/lib/store/config';
import { openStore } from '@/lib/store/open';
import type { Store } from '@/lib/store/store';

export interface StoreUnderTest {
  kind: StoreConfig['kind'];
  freshConfig(): Promise<StoreConfig>;
  /** Opens the store at `config`; any left open is closed after the suite (closing twice is harmless). */
  open(config: StoreConfig): Promise<Store>;
}

/** The run's PostgreSQL server URL; throws the reason when there is none. */
function testPostgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error(inject('postgresError') || 'no PostgreSQL server for this run (vitest global setup)');
  return url;
}

let databases = 0;

/** A new, empty database on the run's server; returns its URL and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = testPostgresUrl();
  const name = `snowline_t${process.pid}_${++databases}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function describeEachStore(title: string, body: (s: StoreUnderTest) => void): void {
  for (const kind of ['sqlite', 'postgres'] as const) {
    describe(`${title} [${kind}]`, () => {
      const cleanups: (() => Promise<void>)[] = [];
      const open = new Set<Store>();
      afterAll(async () => {
        for (const s of open) await s.close().catch(() => undefined);
        for (const c of cleanups) await c().catch(() => undefined);
      });
      body({
        kind,
        freshConfig: async () => {
          if (kind === 'sqlite') {
            const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-store-'));
            cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
            return { kind, dataDir: dir };
          }
          const db = await createTestDatabase();
          cleanups.push(db.drop);
          return { kind, url: db.url, poolMax: 4 };
        },
        open: async (config) => {
          const store = await openStore(config);
          open.add(store);
          return store;
        },
      });
    });
  }
}
