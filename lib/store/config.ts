// Where Snowline keeps its state, read from the environment: SQLite files in SNOWLINE_DATA_DIR (the
// default, for one instance), or PostgreSQL when SNOWLINE_DATABASE_URL is set (several instances).
import path from 'node:path';
import { serviceUrl } from '@/lib/server/service-url';
import { envInt, envText, type Env } from '@/lib/server/env';

export type StoreConfig =
  | { kind: 'sqlite'; /** Directory of the SQLite files (SNOWLINE_DATA_DIR). */ dataDir: string }
  | {
      kind: 'postgres';
      /** postgres:// URL (SNOWLINE_DATABASE_URL). */
      url: string;
      /** Pool size per instance (SNOWLINE_DATABASE_POOL_MAX). */
      poolMax: number;
    };

const DEFAULT_DATA_DIR = '.data/snowline';
const DEFAULT_POOL_MAX = 10;

export function readStoreConfig(env: Env = process.env): StoreConfig {
  const url = envText(env, 'SNOWLINE_DATABASE_URL');
  if (url) {
    serviceUrl('SNOWLINE_DATABASE_URL', url, {
      protocols: ['postgres:', 'postgresql:'],
      schemes: 'a postgres://',
      example: 'postgres://user:password@host:5432/database',
      hint: '(leave it unset to keep state in SQLite files under SNOWLINE_DATA_DIR)',
    });
    return { kind: 'postgres', url, poolMax: envInt(env, 'SNOWLINE_DATABASE_POOL_MAX', DEFAULT_POOL_MAX, 2) };
  }
  return { kind: 'sqlite', dataDir: path.resolve(envText(env, 'SNOWLINE_DATA_DIR') ?? DEFAULT_DATA_DIR) };
}

/** The store's location for logs and status pages: never the database password. */
export function describeStore(c: StoreConfig): string {
  if (c.kind === 'sqlite') return `SQLite files in ${c.dataDir}`;
  const u = new URL(c.url);
  return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}
