// The history store on PostgreSQL: the snowline_history schema, on the store's shared pool. A batch is
// one transaction that first takes a transaction-level advisory lock, so batches of the three chains
// (and of a follower that lost the lead but was still writing) never interleave, and then moves the
// chain's cursor only from where the batch began. Rows go in with one statement per table (unnest).
import type pg from 'pg';
import { advisoryLockKey } from '@/lib/store/postgres/lock-key';
import { applyPostgresMigrations } from '@/lib/store/postgres/migration';
import { inTransaction } from '@/lib/store/postgres/pool';
import { numbered } from '../sql';
import { BALANCE_DIGITS, parseAmount, TOKEN_DIGITS } from './amounts';
import { HISTORY_POSTGRES_MIGRATIONS } from './schema-ddl';
import { historyLookups, storedSupplies, storedUtxos, utxoIds } from './lookups';
import { cursorSql, historyPages, toCursor, type Sql } from './read-sql';
import { icmReads } from './icm-sql';
import type { HistoryStore } from './records';
import { asideStamp } from './aside-stamp';
import * as plan from './write-plan';

const SCHEMA = 'snowline_history';
const t = (name: string) => `${SCHEMA}.${name}`;
const DIALECT = { least: 'least', greatest: 'greatest' };
type DbRow = Record<string, unknown>;
type Db = Pick<pg.PoolClient, 'query'>;

async function insertAll(db: Db, spec: plan.TableSpec, rows: plan.Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = spec.columns.map((c) => c[0]).join(', ');
  const arrays = spec.columns.map((_, i) => rows.map((r) => r[i] ?? null));
  await db.query(
    `INSERT INTO ${t(spec.name)} (${cols})
     SELECT * FROM unnest(${spec.columns.map((c, i) => `$${i + 1}::${c[1]}[]`).join(', ')})
     ${spec.conflict(DIALECT)}`,
    arrays,
  );
}

/** Rows of `table` whose `column` is one of `keys`, in one query. */
async function rowsByKey(db: Db, table: string, column: string, keys: readonly (string | Buffer)[]) {
  if (keys.length === 0) return [];
  const type = typeof keys[0] === 'string' ? 'text' : 'bytea';
  return (await db.query<DbRow>(`SELECT * FROM ${t(table)} WHERE ${column} = ANY($1::${type}[])`, [keys])).rows;
}

/** Current amounts of the keys (`a|b|c`) of `deltas` in a table keyed by `cols`. */
async function currentOf(db: Db, table: string, cols: string[], deltas: Map<string, bigint>) {
  const out = new Map<string, bigint>();
  if (deltas.size === 0) return out;
  const keys = [...deltas.keys()].map((k) => k.split('|'));
  const { rows } = await db.query<DbRow>(
    `SELECT b.* FROM unnest(${cols.map((_, i) => `$${i + 1}::text[]`).join(', ')}) k(${cols.join(', ')})
     JOIN ${t(table)} b USING (${cols.join(', ')})`,
    cols.map((_, i) => keys.map((k) => k[i])),
  );
  for (const r of rows) out.set(cols.map((c) => String(r[c])).join('|'), parseAmount(r.amount));
  return out;
}

async function deleteKeys(db: Db, table: string, cols: string[], keys: string[][]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `DELETE FROM ${t(table)} b USING unnest(${cols.map((_, i) => `$${i + 1}::text[]`).join(', ')}) k(${cols.join(', ')})
     WHERE ${cols.map((c) => `b.${c} = k.${c}`).join(' AND ')}`,
    cols.map((_, i) => keys.map((k) => k[i])),
  );
}

export async function openPostgresHistoryStore(pool: pg.Pool): Promise<HistoryStore> {
  await applyPostgresMigrations(pool, 'history', HISTORY_POSTGRES_MIGRATIONS);
  const read = async ({ sql, args }: Sql) => (await pool.query<DbRow>(numbered(sql), args)).rows;

  return {
    cursors: async () => (await read({ sql: `SELECT * FROM ${t('cursors')} ORDER BY chain`, args: [] })).map(toCursor),
    startCursor: async (c, nowMs) =>
      void (await read({ sql: cursorSql.start(t), args: cursorSql.startArgs(c, nowMs) })),
    identifyCursor: async (...args) =>
      void (await read({ sql: cursorSql.identify(t), args: cursorSql.identifyArgs(...args) })),
    writeBlocks: (batch, nowMs) =>
      inTransaction(pool, async (db) => {
        await db.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKey('history:write')]);
        const moved = await db.query(numbered(cursorSql.advance(t)), cursorSql.advanceArgs(batch, nowMs));
        if (moved.rowCount !== 1) return false;

        const moves = plan.settleUtxos(
          batch,
          storedUtxos(await rowsByKey(db, 'utxos', 'id', utxoIds(plan.utxoIdsOf(batch)))),
        );
        if (moves.deletes.length > 0) {
          await db.query(`DELETE FROM ${t('utxos')} WHERE id = ANY($1::bytea[])`, [utxoIds(moves.deletes)]);
        }
        await insertAll(db, plan.TABLES.utxos, moves.inserts);

        const balanceCols = ['holder', 'chain', 'asset'];
        const balances = plan.applyDeltas(
          await currentOf(db, 'balances', balanceCols, moves.balanceDeltas),
          moves.balanceDeltas,
          BALANCE_DIGITS,
          2,
        );
        await deleteKeys(db, 'balances', balanceCols, balances.deletes);
        await insertAll(db, plan.TABLES.balances, balances.upserts);
        const supplies = storedSupplies(await rowsByKey(db, 'asset_supply', 'asset', [...balances.groups.keys()]));
        await insertAll(db, plan.TABLES.assetSupply, plan.supplyRows(supplies, balances.groups));

        for (const { table, perId } of plan.TOKEN_BALANCE_TABLES) {
          const spec = plan.TABLES[table];
          const cols = plan.keyColumns(spec);
          const deltas = plan.tokenDeltas(batch, perId);
          const applied = plan.applyDeltas(await currentOf(db, spec.name, cols, deltas), deltas, TOKEN_DIGITS, 0);
          await deleteKeys(db, spec.name, cols, applied.deletes);
          await insertAll(db, spec, applied.upserts);
          if (!perId) await insertAll(db, plan.TABLES.tokens, plan.tokenRows(batch, applied.groups));
        }

        const rows = plan.batchRows(batch);
        for (const name of plan.BATCH_TABLES) await insertAll(db, plan.TABLES[name], rows[name]);
        const pairs = plan.activePairs(batch);
        if (pairs.length > 0) {
          const { rows: fresh } = await db.query<{ day_ms: number }>(
            `INSERT INTO ${t('daily_active')} (day_ms, address) SELECT * FROM unnest($1::bigint[], $2::text[])
             ON CONFLICT DO NOTHING RETURNING day_ms`,
            [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
          );
          const perDay = new Map<number, number>();
          for (const r of fresh) perDay.set(Number(r.day_ms), (perDay.get(Number(r.day_ms)) ?? 0) + 1);
          await insertAll(db, plan.TABLES.days, [...perDay]);
        }
        return true;
      }),
    startAfresh: (keepAside, nowMs) =>
      inTransaction(pool, async (db) => {
        // No batch is half written while the history is copied and emptied.
        await db.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKey('history:write')]);
        const { rows } = await db.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
          [SCHEMA],
        );
        const names = rows.map((r) => `"${r.name.replaceAll('"', '""')}"`);
        let keptAs: string | null = null;
        if (keepAside) {
          keptAs = `${SCHEMA}_${asideStamp(nowMs).toLowerCase()}`;
          await db.query(`CREATE SCHEMA ${keptAs}`);
          for (const n of names) await db.query(`CREATE TABLE ${keptAs}.${n} AS TABLE ${SCHEMA}.${n}`);
        }
        if (names.length > 0) await db.query(`TRUNCATE ${names.map((n) => `${SCHEMA}.${n}`).join(', ')}`);
        return { keptAs };
      }),
    noteTip: async (...args) => void (await read({ sql: cursorSql.noteTip(t), args: cursorSql.noteTipArgs(...args) })),
    ...historyLookups((table, column, keys) => rowsByKey(pool, table, column, keys)),
    ...historyPages(t, read),
    ...icmReads(t, read),
  };
}
