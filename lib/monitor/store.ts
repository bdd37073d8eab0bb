// SQLite persistence of the monitor (better-sqlite3, <dataDir>/monitor.sqlite): uptime samples,
// the watchlist with each entry's last evaluated state, and the alerts with their webhook delivery
// state. Everything the app shows about monitoring comes from here, so it survives restarts.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type WatchState = 'unknown' | 'ok' | 'alerting' | 'absent';
export type Problem = 'below-threshold' | 'disconnected';
export type AlertEvent = 'alert' | 'recovered' | 'not-validating';
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'not-configured';

export interface Sample {
  nodeID: string;
  atMs: number;
  /** Percent as the connected node reports it; null for validators without uptime (non-PoS L1s). */
  uptime: number | null;
  connected: boolean;
}

export interface WatchEntry {
  nodeID: string;
  /** Percent; null means the default requirement (80, or 90 after Helicon). */
  threshold: number | null;
  addedMs: number;
  state: WatchState;
  problems: Problem[];
  stateSinceMs: number | null;
  lastUptime: number | null;
  lastConnected: boolean | null;
  lastSeenMs: number | null;
  /** Threshold used at the last evaluation (the default resolved for this validator). */
  effectiveThreshold: number | null;
}

export interface AlertRecord {
  id: number;
  nodeID: string;
  event: AlertEvent;
  problems: Problem[];
  atMs: number;
  uptime: number | null;
  threshold: number;
  connected: boolean | null;
  delivery: DeliveryState;
  attempts: number;
  nextAttemptMs: number | null;
  lastError: string | null;
  deliveredMs: number | null;
}

export interface SampleRun {
  atMs: number;
  validators: number;
  error: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS samples (
  node_id TEXT NOT NULL, at_ms INTEGER NOT NULL, uptime REAL, connected INTEGER NOT NULL,
  PRIMARY KEY (node_id, at_ms)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS samples_at ON samples (at_ms);
CREATE TABLE IF NOT EXISTS sample_runs (at_ms INTEGER PRIMARY KEY, validators INTEGER NOT NULL, error TEXT);
CREATE TABLE IF NOT EXISTS watchlist (
  node_id TEXT PRIMARY KEY, threshold REAL, added_ms INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'unknown', problems TEXT NOT NULL DEFAULT '', state_since_ms INTEGER,
  last_uptime REAL, last_connected INTEGER, last_seen_ms INTEGER, effective_threshold REAL);
CREATE TABLE IF NOT EXISTS alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, node_id TEXT NOT NULL, event TEXT NOT NULL, problems TEXT NOT NULL,
  at_ms INTEGER NOT NULL, uptime REAL, threshold REAL NOT NULL, connected INTEGER,
  delivery TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_ms INTEGER,
  last_error TEXT, delivered_ms INTEGER);
CREATE INDEX IF NOT EXISTS alerts_node ON alerts (node_id, id);
CREATE INDEX IF NOT EXISTS alerts_delivery ON alerts (delivery, next_attempt_ms);
`;

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const bool = (v: unknown): boolean | null => (v === null || v === undefined ? null : Number(v) === 1);
const problemsOf = (v: unknown): Problem[] => (typeof v === 'string' && v ? (v.split(',') as Problem[]) : []);

function toWatch(r: Row): WatchEntry {
  return {
    nodeID: String(r.node_id),
    threshold: num(r.threshold),
    addedMs: Number(r.added_ms),
    state: String(r.state) as WatchState,
    problems: problemsOf(r.problems),
    stateSinceMs: num(r.state_since_ms),
    lastUptime: num(r.last_uptime),
    lastConnected: bool(r.last_connected),
    lastSeenMs: num(r.last_seen_ms),
    effectiveThreshold: num(r.effective_threshold),
  };
}

function toAlert(r: Row): AlertRecord {
  return {
    id: Number(r.id),
    nodeID: String(r.node_id),
    event: String(r.event) as AlertEvent,
    problems: problemsOf(r.problems),
    atMs: Number(r.at_ms),
    uptime: num(r.uptime),
    threshold: Number(r.threshold),
    connected: bool(r.connected),
    delivery: String(r.delivery) as DeliveryState,
    attempts: Number(r.attempts),
    nextAttemptMs: num(r.next_attempt_ms),
    lastError: (r.last_error as string | null) ?? null,
    deliveredMs: num(r.delivered_ms),
  };
}

/** An alert as the evaluator records it, before any delivery attempt. */
export type NewAlert = Pick<
  AlertRecord,
  'nodeID' | 'event' | 'problems' | 'atMs' | 'uptime' | 'threshold' | 'connected'
> & {
  delivery: 'pending' | 'not-configured';
};

export type MonitorStore = ReturnType<typeof openMonitorStore>;

export function openMonitorStore(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'monitor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

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
    alertsRecent: db.prepare('SELECT * FROM alerts ORDER BY id DESC LIMIT ?'),
    alertsOfNode: db.prepare('SELECT * FROM alerts WHERE node_id = ? ORDER BY id DESC LIMIT ?'),
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

  const recordSamples = db.transaction((atMs: number, samples: Sample[]) => {
    for (const s of samples) st.insertSample.run(s.nodeID, s.atMs, s.uptime, s.connected ? 1 : 0);
    st.insertRun.run(atMs, samples.length, null);
  });

  return {
    db,
    close: () => db.close(),

    recordSamples: (atMs: number, samples: Sample[]) => recordSamples(atMs, samples),
    recordFailedRun: (atMs: number, error: string) => void st.insertRun.run(atMs, 0, error),
    lastRun: (): SampleRun | null => runOf(st.lastRun.get() as Row | undefined),
    lastSuccessfulRun: (): SampleRun | null => runOf(st.lastOkRun.get() as Row | undefined),
    history: (nodeID: string, sinceMs = 0): Sample[] =>
      (st.history.all(nodeID, sinceMs) as Row[]).map((r) => ({
        nodeID: String(r.node_id),
        atMs: Number(r.at_ms),
        uptime: num(r.uptime),
        connected: Number(r.connected) === 1,
      })),
    prune: (beforeMs: number) => {
      st.pruneSamples.run(beforeMs);
      st.pruneRuns.run(beforeMs);
    },

    watchlist: (): WatchEntry[] => (st.watchAll.all() as Row[]).map(toWatch),
    watchEntry: (nodeID: string): WatchEntry | null => {
      const r = st.watchOne.get(nodeID) as Row | undefined;
      return r ? toWatch(r) : null;
    },
    /** Adds a node, or changes its threshold (its state is kept). */
    watch: (nodeID: string, threshold: number | null, nowMs: number): WatchEntry => {
      st.watchUpsert.run(nodeID, threshold, nowMs);
      return toWatch(st.watchOne.get(nodeID) as Row);
    },
    unwatch: (nodeID: string): boolean => st.watchDelete.run(nodeID).changes > 0,
    setWatchState: (e: WatchEntry) =>
      void st.watchState.run(
        e.state,
        e.problems.join(','),
        e.stateSinceMs,
        e.lastUptime,
        e.lastConnected === null ? null : e.lastConnected ? 1 : 0,
        e.lastSeenMs,
        e.effectiveThreshold,
        e.nodeID,
      ),

    addAlert: (a: NewAlert): AlertRecord => {
      const info = st.alertInsert.run(
        a.nodeID,
        a.event,
        a.problems.join(','),
        a.atMs,
        a.uptime,
        a.threshold,
        a.connected === null ? null : a.connected ? 1 : 0,
        a.delivery,
        a.delivery === 'pending' ? a.atMs : null,
      );
      return toAlert(st.alertOne.get(info.lastInsertRowid) as Row);
    },
    alert: (id: number): AlertRecord | null => {
      const r = st.alertOne.get(id) as Row | undefined;
      return r ? toAlert(r) : null;
    },
    alerts: (opts: { nodeID?: string; limit?: number } = {}): AlertRecord[] => {
      const limit = Math.min(Math.max(opts.limit ?? 100, 1), 1000);
      const rows = opts.nodeID ? st.alertsOfNode.all(opts.nodeID, limit) : st.alertsRecent.all(limit);
      return (rows as Row[]).map(toAlert);
    },
    dueAlerts: (nowMs: number, limit = 20): AlertRecord[] => (st.alertsDue.all(nowMs, limit) as Row[]).map(toAlert),
    nextDueMs: (): number | null => num((st.nextDue.get() as Row).t),
    markDelivered: (id: number, atMs: number) => void st.alertDelivered.run(atMs, id),
    markAttemptFailed: (id: number, error: string, nextAttemptMs: number | null) =>
      void st.alertAttemptFailed.run(nextAttemptMs === null ? 'failed' : 'pending', error, nextAttemptMs, id),
    retryAlert: (id: number, nowMs: number): boolean => st.alertRetry.run(nowMs, id).changes > 0,
    deliveryCounts: (): Record<DeliveryState, number> => {
      const out: Record<DeliveryState, number> = { pending: 0, delivered: 0, failed: 0, 'not-configured': 0 };
      for (const r of st.deliveryCounts.all() as Row[]) out[String(r.delivery) as DeliveryState] = Number(r.n);
      return out;
    },
  };
}

function runOf(r: Row | undefined): SampleRun | null {
  return r
    ? { atMs: Number(r.at_ms), validators: Number(r.validators), error: (r.error as string | null) ?? null }
    : null;
}
