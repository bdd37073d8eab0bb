// The monitor store on PostgreSQL: the snowline_monitor schema, on the store's shared pool. A sample
// run is one transaction; samples go in with one statement (unnest), however many validators there are.
import type pg from 'pg';
import { applyPostgresMigrations } from '@/lib/store/postgres/migration';
import { inTransaction } from '@/lib/store/postgres/pool';
import { numberedAll } from '../sql';
import { deliveryCountsOf, POSTGRES_MONITOR_ROWS } from './monitor-rows';
import { numberOrNull } from '../nullable';
import { alertLimit, type AlertRecord, type MonitorStore, type NewAlert } from './records';
import { postgresGraded, writeGradedPostgres } from './graded-postgres';
import { monitorSql, postgresTable, SAMPLE_COLUMNS, SAMPLE_CONFLICT } from './monitor-sql';
import { MONITOR_POSTGRES_MIGRATIONS } from './postgres-migrations';

type Row = Record<string, unknown>;
type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
const { toWatch, toAlert, toRun, toSample, alertArgs, watchStateArgs } = POSTGRES_MONITOR_ROWS;

const SQL = numberedAll(monitorSql(postgresTable));

async function insertAlert(db: Queryable, a: NewAlert): Promise<AlertRecord> {
  return toAlert((await db.query(SQL.alertInsert, alertArgs(a))).rows[0]!);
}

export async function openPostgresMonitorStore(pool: pg.Pool): Promise<MonitorStore> {
  await applyPostgresMigrations(pool, 'monitor', MONITOR_POSTGRES_MIGRATIONS);
  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[];
  const changed = async (sql: string, params: unknown[]) => ((await pool.query(sql, params)).rowCount ?? 0) > 0;

  return {
    ...postgresGraded(pool),
    recordSampleRun: (run) =>
      inTransaction(pool, async (db) => {
        if (run.samples.length > 0) {
          await db.query(
            `INSERT INTO ${postgresTable('samples')} ${SAMPLE_COLUMNS}
             SELECT * FROM unnest($1::text[], $2::bigint[], $3::double precision[], $4::boolean[]) ${SAMPLE_CONFLICT}`,
            [
              run.samples.map((s) => s.nodeID),
              run.samples.map((s) => s.atMs),
              run.samples.map((s) => s.uptime),
              run.samples.map((s) => s.connected),
            ],
          );
        }
        await db.query(SQL.insertRun, [run.atMs, run.samples.length, null]);
        for (const e of run.watchStates) await db.query(SQL.watchState, watchStateArgs(e));
        const stored: AlertRecord[] = [];
        for (const a of run.alerts) stored.push(await insertAlert(db, a));
        if (run.graded) await writeGradedPostgres(db, run.graded);
        if (run.pruneBeforeMs !== undefined) {
          await db.query(SQL.pruneSamples, [run.pruneBeforeMs]);
          await db.query(SQL.pruneRuns, [run.pruneBeforeMs]);
        }
        return stored;
      }),
    recordFailedRun: async (atMs, error) => void (await pool.query(SQL.insertRun, [atMs, 0, error])),
    lastRun: async () => toRun((await q(SQL.lastRun))[0]),
    lastSuccessfulRun: async () => toRun((await q(SQL.lastOkRun))[0]),
    history: async (nodeID, sinceMs = 0) => (await q(SQL.history, [nodeID, sinceMs])).map(toSample),

    watchlist: async () => (await q(SQL.watchAll)).map(toWatch),
    watchEntry: async (nodeID) => {
      const r = (await q(SQL.watchOne, [nodeID]))[0];
      return r ? toWatch(r) : null;
    },
    watch: async (nodeID, threshold, nowMs) => toWatch((await q(SQL.watchUpsert, [nodeID, threshold, nowMs]))[0]!),
    unwatch: (nodeID) => changed(SQL.watchDelete, [nodeID]),

    addAlert: (a) => insertAlert(pool, a),
    alert: async (id) => {
      const r = (await q(SQL.alertOne, [id]))[0];
      return r ? toAlert(r) : null;
    },
    alerts: async (query = {}) => {
      const limit = alertLimit(query.limit);
      const before = query.before ?? Number.MAX_SAFE_INTEGER;
      const rows = query.nodeID
        ? await q(SQL.alertsOfNode, [query.nodeID, before, limit])
        : await q(SQL.alertsRecent, [before, limit]);
      return rows.map(toAlert);
    },
    dueAlerts: async (nowMs, limit = 20) => (await q(SQL.alertsDue, [nowMs, limit])).map(toAlert),
    nextDueMs: async () => numberOrNull((await q(SQL.nextDue))[0]?.t),
    markDelivered: async (id, atMs) => void (await pool.query(SQL.alertDelivered, [atMs, id])),
    markAttemptFailed: async (id, error, nextAttemptMs) =>
      void (await pool.query(SQL.alertAttemptFailed, [
        nextAttemptMs === null ? 'failed' : 'pending',
        error,
        nextAttemptMs,
        id,
      ])),
    retryAlert: (id, nowMs) => changed(SQL.alertRetry, [nowMs, id]),
    deliveryCounts: async () => deliveryCountsOf(await q(SQL.deliveryCounts)),
  };
}
