// The monitor store on SQLite: <dataDir>/monitor.sqlite (better-sqlite3). Its calls are synchronous
// underneath; each is atomic, and a sample run is one transaction.
import type Database from 'better-sqlite3';
import { openSqliteFile } from '@/lib/store/sqlite/file';
import { prepareAll } from '@/lib/store/sqlite/prepare-all';
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
import { monitorSql, SAMPLE_COLUMNS, SAMPLE_CONFLICT } from './monitor-sql';
import { MONITOR_SQLITE_MIGRATIONS } from './sqlite-migrations';

export const MONITOR_SQLITE_FILE = 'monitor.sqlite';

type Row = Record<string, unknown>;
const { toWatch, toAlert, toRun, toSample, alertArgs, watchStateArgs } = SQLITE_MONITOR_ROWS;

export function openSqliteMonitorStore(dataDir: string): MonitorStore & { close(): void } {
  const db: Database.Database = openSqliteFile(dataDir, MONITOR_SQLITE_FILE, MONITOR_SQLITE_MIGRATIONS);

  const st = prepareAll(
    db,
    monitorSql((name) => name),
  );
  const insertSample = db.prepare(`INSERT INTO samples ${SAMPLE_COLUMNS} VALUES (?, ?, ?, ?) ${SAMPLE_CONFLICT}`);

  const graded = sqliteGraded(db);

  const addAlert = (a: NewAlert): AlertRecord => toAlert(st.alertInsert.get(...alertArgs(a)) as Row);

  const recordSampleRun = db.transaction((run: SampleRunWrite): AlertRecord[] => {
    for (const s of run.samples) insertSample.run(s.nodeID, s.atMs, s.uptime, s.connected ? 1 : 0);
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
      return toWatch(st.watchUpsert.get(nodeID, threshold, nowMs) as Row);
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
