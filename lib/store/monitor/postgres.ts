// The monitor store on PostgreSQL: the snowline_monitor schema, on the store's shared pool. A sample
// run is one transaction; samples go in with one statement (unnest), however many validators there are.
import type pg from 'pg';
import { applyPostgresMigrations } from '@/lib/store/postgres/migration';
import { inTransaction } from '@/lib/store/postgres/pool';
import { deliveryCountsOf, POSTGRES_MONITOR_ROWS } from './monitor-rows';
import { numberOrNull } from '../nullable';
import { alertLimit, type AlertRecord, type MonitorStore, type NewAlert } from './records';
import { postgresGraded, writeGradedPostgres } from './graded-postgres';
import { MONITOR_POSTGRES_MIGRATIONS } from './postgres-migrations';

type Row = Record<string, unknown>;
type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
const { toWatch, toAlert, toRun, toSample, alertArgs, watchStateArgs } = POSTGRES_MONITOR_ROWS;

const T = {
  samples: 'snowline_monitor.samples',
  runs: 'snowline_monitor.sample_runs',
  watchlist: 'snowline_monitor.watchlist',
  alerts: 'snowline_monitor.alerts',
};

async function insertAlert(db: Queryable, a: NewAlert): Promise<AlertRecord> {
  const { rows } = await db.query(
    `INSERT INTO ${T.alerts} (node_id, event, problems, at_ms, uptime, threshold, connected, delivery, next_attempt_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    alertArgs(a),
  );
  return toAlert(rows[0]!);
}

async function insertRun(db: Queryable, atMs: number, validators: number, error: string | null) {
  await db.query(
    `INSERT INTO ${T.runs} (at_ms, validators, error) VALUES ($1, $2, $3)
     ON CONFLICT (at_ms) DO UPDATE SET validators = excluded.validators, error = excluded.error`,
    [atMs, validators, error],
  );
}

export async function openPostgresMonitorStore(pool: pg.Pool): Promise<MonitorStore> {
  await applyPostgresMigrations(pool, 'monitor', MONITOR_POSTGRES_MIGRATIONS);
  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[];

  return {
    ...postgresGraded(pool),
    recordSampleRun: (run) =>
      inTransaction(pool, async (db) => {
        if (run.samples.length > 0) {
          await db.query(
            `INSERT INTO ${T.samples} (node_id, at_ms, uptime, connected)
             SELECT * FROM unnest($1::text[], $2::bigint[], $3::double precision[], $4::boolean[])
             ON CONFLICT (node_id, at_ms) DO UPDATE SET uptime = excluded.uptime, connected = excluded.connected`,
            [
              run.samples.map((s) => s.nodeID),
              run.samples.map((s) => s.atMs),
              run.samples.map((s) => s.uptime),
              run.samples.map((s) => s.connected),
            ],
          );
        }
        await insertRun(db, run.atMs, run.samples.length, null);
        for (const e of run.watchStates) {
          await db.query(
            `UPDATE ${T.watchlist} SET state = $1, problems = $2, state_since_ms = $3, last_uptime = $4,
               last_connected = $5, last_seen_ms = $6, effective_threshold = $7 WHERE node_id = $8`,
            watchStateArgs(e),
          );
        }
        const stored: AlertRecord[] = [];
        for (const a of run.alerts) stored.push(await insertAlert(db, a));
        if (run.graded) await writeGradedPostgres(db, run.graded);
        if (run.pruneBeforeMs !== undefined) {
          await db.query(`DELETE FROM ${T.samples} WHERE at_ms < $1`, [run.pruneBeforeMs]);
          await db.query(`DELETE FROM ${T.runs} WHERE at_ms < $1`, [run.pruneBeforeMs]);
        }
        return stored;
      }),
    recordFailedRun: (atMs, error) => insertRun(pool, atMs, 0, error),
    lastRun: async () => toRun((await q(`SELECT * FROM ${T.runs} ORDER BY at_ms DESC LIMIT 1`))[0]),
    lastSuccessfulRun: async () =>
      toRun((await q(`SELECT * FROM ${T.runs} WHERE error IS NULL ORDER BY at_ms DESC LIMIT 1`))[0]),
    history: async (nodeID, sinceMs = 0) =>
      (
        await q(`SELECT * FROM ${T.samples} WHERE node_id = $1 AND at_ms >= $2 ORDER BY at_ms ASC`, [nodeID, sinceMs])
      ).map(toSample),

    watchlist: async () => (await q(`SELECT * FROM ${T.watchlist} ORDER BY added_ms ASC, node_id ASC`)).map(toWatch),
    watchEntry: async (nodeID) => {
      const r = (await q(`SELECT * FROM ${T.watchlist} WHERE node_id = $1`, [nodeID]))[0];
      return r ? toWatch(r) : null;
    },
    watch: async (nodeID, threshold, nowMs) => {
      const rows = await q(
        `INSERT INTO ${T.watchlist} (node_id, threshold, added_ms) VALUES ($1, $2, $3)
         ON CONFLICT (node_id) DO UPDATE SET threshold = excluded.threshold RETURNING *`,
        [nodeID, threshold, nowMs],
      );
      return toWatch(rows[0]!);
    },
    unwatch: async (nodeID) =>
      ((await pool.query(`DELETE FROM ${T.watchlist} WHERE node_id = $1`, [nodeID])).rowCount ?? 0) > 0,

    addAlert: (a) => insertAlert(pool, a),
    alert: async (id) => {
      const r = (await q(`SELECT * FROM ${T.alerts} WHERE id = $1`, [id]))[0];
      return r ? toAlert(r) : null;
    },
    alerts: async (query = {}) => {
      const limit = alertLimit(query.limit);
      const before = query.before ?? Number.MAX_SAFE_INTEGER;
      const rows = query.nodeID
        ? await q(`SELECT * FROM ${T.alerts} WHERE node_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`, [
            query.nodeID,
            before,
            limit,
          ])
        : await q(`SELECT * FROM ${T.alerts} WHERE id < $1 ORDER BY id DESC LIMIT $2`, [before, limit]);
      return rows.map(toAlert);
    },
    dueAlerts: async (nowMs, limit = 20) =>
      (
        await q(
          `SELECT * FROM ${T.alerts} WHERE delivery = 'pending' AND next_attempt_ms <= $1 ORDER BY id ASC LIMIT $2`,
          [nowMs, limit],
        )
      ).map(toAlert),
    nextDueMs: async () =>
      numberOrNull((await q(`SELECT min(next_attempt_ms) AS t FROM ${T.alerts} WHERE delivery = 'pending'`))[0]?.t),
    markDelivered: async (id, atMs) => {
      await pool.query(
        `UPDATE ${T.alerts} SET delivery = 'delivered', attempts = attempts + 1, delivered_ms = $1, last_error = NULL,
           next_attempt_ms = NULL WHERE id = $2`,
        [atMs, id],
      );
    },
    markAttemptFailed: async (id, error, nextAttemptMs) => {
      await pool.query(
        `UPDATE ${T.alerts} SET delivery = $1, attempts = attempts + 1, last_error = $2, next_attempt_ms = $3
         WHERE id = $4`,
        [nextAttemptMs === null ? 'failed' : 'pending', error, nextAttemptMs, id],
      );
    },
    retryAlert: async (id, nowMs) =>
      ((
        await pool.query(
          `UPDATE ${T.alerts} SET delivery = 'pending', next_attempt_ms = $1, attempts = 0
           WHERE id = $2 AND delivery IN ('failed', 'not-configured')`,
          [nowMs, id],
        )
      ).rowCount ?? 0) > 0,
    deliveryCounts: async () =>
      deliveryCountsOf(await q(`SELECT delivery, count(*) AS n FROM ${T.alerts} GROUP BY delivery`)),
  };
}
