// Versioned schema of one store module on PostgreSQL. Each module lives in its own schema
// (`snowline_<module>`) with its own `schema_migrations` table. Pending steps run in one transaction
// under an advisory lock, so instances that start together apply each step once: the others wait,
// then find the steps recorded.
import type pg from 'pg';
import { advisoryLockKey } from './lock-key';
import { inTransaction } from './pool';

export interface PostgresMigration {
  /** What the step changes, in a few words (recorded in schema_migrations). */
  description: string;
  /** SQL run in the step's transaction; table names are qualified with the module's schema. */
  up: string;
}

/** Brings `module`'s schema to the last step of `migrations`; step N is `migrations[N - 1]`. */
export async function applyPostgresMigrations(
  pool: pg.Pool,
  module: string,
  migrations: readonly PostgresMigration[],
): Promise<number> {
  if (!/^[a-z][a-z0-9_]*$/.test(module)) throw new Error(`invalid store module name "${module}"`);
  const schema = `snowline_${module}`;
  return inTransaction(pool, async (db) => {
    // A migration may wait for another instance's, and rewrite big tables: no statement timeout here.
    await db.query('SET LOCAL statement_timeout = 0');
    await db.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKey(`migrate:${module}`)]);
    await db.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await db.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (
         version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await db.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${schema}.schema_migrations`);
    const current = rows[0]?.v ?? 0;
    if (current > migrations.length) {
      throw new Error(
        `the ${schema} schema has version ${current}, newer than this Snowline knows (${migrations.length}): ` +
          'run the newer Snowline that wrote it, or use another database',
      );
    }
    for (let version = current + 1; version <= migrations.length; version++) {
      const step = migrations[version - 1]!;
      try {
        await db.query(step.up);
      } catch (e) {
        throw new Error(`${schema}: schema step ${version} (${step.description}) failed: ${(e as Error).message}`);
      }
      await db.query(`INSERT INTO ${schema}.schema_migrations (version, description) VALUES ($1, $2)`, [
        version,
        step.description,
      ]);
    }
    return migrations.length;
  });
}
