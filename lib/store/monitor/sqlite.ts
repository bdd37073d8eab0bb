// The monitor store on SQLite: <dataDir>/monitor.sqlite (better-sqlite3). Its calls are synchronous
// underneath; each is atomic, and a sample run is one transaction.
import type Database from 'better-sqlite3';
import { openSqliteFile } from '@/lib/store/sqlite/file';
import { deliveryCountsOf, SQLITE_MONITOR_ROWS } from './monitor-rows';
import { numberOrNull } from '../nullable';
import {
  alertLimit,
  type AlertRecord,
  type MonitorStore,
  type NewAlert,
  type Sample,
  type SampleRunWrite,
} from './records';
import { sqliteGraded } from './graded-sqlite';
import { MONITOR_SQLITE_MIGRATIONS } from './sqlite-migrations';

export const MONITOR_SQLITE_FILE = 'monitor.sqlite';

type Row = Record<string, unknown>;
const { toWatch, toAlert, toRun, toSample, alertArgs, watchStateArgs } = SQLITE_MONITOR_ROWS;

export function openSqliteMonitorStore(dataDir: string): MonitorStore & { close(): void } {
  const db: Database.Database = openSqliteFile(dataDir, MONITOR_SQLITE_FILE, MONITOR_SQLITE_MIGRATIONS);

  const st = {
    insertSample: db.prepare('INSERT OR REPLACE INTO samples (node_id, at_ms, uptime, connected) VALUES (?, ?, ?, ?)'),
    insertRun: db.prepare('INSERT OR REPLACE INTO sample_runs (at_ms, validators, error) VALUES (?, ?, ?)'),
    lastRun: db.prepare('SELECT * FROM sample_runs ORDER BY at_ms DESC LIMIT 1'),
    lastOkRun: db.prepare('SELECT * FROM sample_runs WHERE error IS NULL ORDER BY at_ms DESC LIMIT 1'),
    history: db.prepare('SELECT * FROM samples WHERE node_id = ? AND at_ms >= ? ORDER BY at_ms ASC'),
    pruneSamples: db.prepare('DELETE FROM samples WHERE at_ms < ?'),
    pruneRuns: db.prepare('DELETE FROM sample_runs WHERE at_ms < ?'),
    watchAll: db.prepare('SELECT * FROM watchlist ORDER BY added_ms ASC, node_id ASC'),
    watchOne: db.prepare('SELECT * FROM watchlist WHERE node_id = ?'),
    watchUpsert: db.prepare(
      `INSERT INTO watchlist (node_id, threshold, added_ms) VALUES (?, ?, ?)
       ON CONFLICT (node_id) DO UPDATE SET threshold = excluded.threshold`,
    ),
    watchDelete: db.prepare('DELETE FROM watchlist WHERE node_id = ?'),
    watchState: db.prepare(
      `UPDATE watchlist SET state = ?, problems = ?, state_since_ms = ?, last_uptime = ?, last_connected = ?,
         last_seen_ms = ?, effective_threshold = ? WHERE node_id = ?`,
    ),
    alertInsert: db.prepare(
      `INSERT INTO alerts (node_id, event, problems, at_ms, uptime, threshold, connected, delivery, next_attempt_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    alertOne: db.prepare('SELECT * FROM alerts WHERE id = ?'),
    alertsRecent: db.prepare('SELECT * FROM alerts WHERE id < ? ORDER BY id DESC LIMIT ?'),
    alertsOfNode: db.prepare('SELECT * FROM alerts WHERE node_id = ? AND id < ? ORDER BY id DESC LIMIT ?'),
    alertsDue: db.prepare(
      "SELECT * FROM alerts WHERE delivery = 'pending' AND next_attempt_ms <= ? ORDER BY id ASC LIMIT ?",
    ),
    nextDue: db.prepare("SELECT MIN(next_attempt_ms) AS t FROM alerts WHERE delivery = 'pending'"),
    alertDelivered: db.prepare(
      "UPDATE alerts SET delivery = 'delivered', attempts = attempts + 1, delivered_ms = ?, last_error = NULL, next_attempt_ms = NULL WHERE id = ?",
    ),
    alertAttemptFailed: db.prepare(
      'UPDATE alerts SET delivery = ?, attempts = attempts + 1, last_error = ?, next_attempt_ms = ? WHERE id = ?',
    ),
    alertRetry: db.prepare(
      "UPDATE alerts SET delivery = 'pending', next_attempt_ms = ?, attempts = 0 WHERE id = ? AND delivery IN ('failed', 'not-configured')",
    ),
    deliveryCounts: db.prepare('SELECT delivery, COUNT(*) AS n FROM alerts GROUP BY delivery'),
  };

  const graded = sqliteGraded(db);

  const addAlert = (a: NewAlert): AlertRecord => {
    const info = st.alertInsert.run(...alertArgs(a));
    return toAlert(st.alertOne.get(info.lastInsertRowid) as Row);
  };

  const recordSampleRun = db.transaction((run: SampleRunWrite): AlertRecord[] => {
    for (const s of run.samples) st.insertSample.run(s.nodeID, s.atMs, s.uptime, s.connected ? 1 : 0);
    st.insertRun.run(run.atMs, run.samples.length, null);
    for (const e of run.watchStates) {
      st.watchState.run(...watchStateArgs(e));
    }
    const stored = run.alerts.map(addAlert);
    if (run.graded) graded.write(run.graded);
    if (run.pruneBeforeMs !== undefined) {
      st.pruneSamples.run(run.pruneBeforeMs);
      st.pruneRuns.run(run.pruneBeforeMs);
    }
    return stored;
  });

  return {
    ...graded.store,
    close: () => db.close(),
    recordSampleRun: async (run) => recordSampleRun(run),
    recordFailedRun: async (atMs, error) => void st.insertRun.run(atMs, 0, error),
    lastRun: async () => toRun(st.lastRun.get() as Row | undefined),
    lastSuccessfulRun: async () => toRun(st.lastOkRun.get() as Row | undefined),
    history: async (nodeID, sinceMs = 0): Promise<Sample[]> => (st.history.all(nodeID, sinceMs) as Row[]).map(toSample),

    watchlist: async () => (st.watchAll.all() as Row[]).map(toWatch),
    watchEntry: async (nodeID) => {
      const r = st.watchOne.get(nodeID) as Row | undefined;
      return r ? toWatch(r) : null;
    },
    watch: async (nodeID, threshold, nowMs) => {
      st.watchUpsert.run(nodeID, threshold, nowMs);
      return toWatch(st.watchOne.get(nodeID) as Row);
    },
    unwatch: async (nodeID) => st.watchDelete.run(nodeID).changes > 0,

    addAlert: async (a) => addAlert(a),
    alert: async (id) => {
      const r = st.alertOne.get(id) as Row | undefined;
      return r ? toAlert(r) : null;
    },
    alerts: async (q = {}) => {
      const limit = alertLimit(q.limit);
      const before = q.before ?? Number.MAX_SAFE_INTEGER;
      const rows = q.nodeID ? st.alertsOfNode.all(q.nodeID, before, limit) : st.alertsRecent.all(before, limit);
      return (rows as Row[]).map(toAlert);
    },
    dueAlerts: async (nowMs, limit = 20) => (st.alertsDue.all(nowMs, limit) as Row[]).map(toAlert),
    nextDueMs: async () => numberOrNull((st.nextDue.get() as Row).t),
    markDelivered: async (id, atMs) => void st.alertDelivered.run(atMs, id),
    markAttemptFailed: async (id, error, nextAttemptMs) =>
      void st.alertAttemptFailed.run(nextAttemptMs === null ? 'failed' : 'pending', error, nextAttemptMs, id),
    retryAlert: async (id, nowMs) => st.alertRetry.run(nowMs, id).changes > 0,
    deliveryCounts: async () => deliveryCountsOf(st.deliveryCounts.all() as Row[]),
  };
}
