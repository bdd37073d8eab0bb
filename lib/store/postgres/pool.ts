// The PostgreSQL connection pool the store's modules share, and the one way they run a transaction.
import pg from 'pg';

/** BIGINT (OID 20) columns hold millisecond times, ids and heights: numbers, never past 2^53. */
const INT8_OID = 20;
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`bigint ${text} does not fit a JavaScript number`);
  return n;
}
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresPoolOptions {
  url: string;
  /** Connections kept at most (SNOWLINE_DATABASE_POOL_MAX). */
  max: number;
  /**
   * Longest one statement may run before PostgreSQL cancels it: a read a request waits on never holds
   * a connection (and the request) for long. Migrations lift it in their own transaction.
   */
  statementTimeoutMs?: number;
}

export function openPostgresPool(o: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: o.url,
    max: o.max,
    types,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    application_name: 'snowline',
    ...(o.statementTimeoutMs ? { statement_timeout: o.statementTimeoutMs } : {}),
  });
  // An idle connection that dies (server restart) is dropped from the pool; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/** Runs `fn` in one transaction on one connection: all its writes commit together, or none. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

/** A connection that is not pooled (the leader lock holds one for as long as it leads). */
export function newPostgresClient(url: string, queryTimeoutMs: number): pg.Client {
  return new pg.Client({
    connectionString: url,
    types,
    keepAlive: true,
    query_timeout: queryTimeoutMs,
    connectionTimeoutMillis: 10_000,
    application_name: 'snowline-leader',
  });
}
