// Row ↔ record conversions of the watchlist, alerts and sample runs, shared by the SQLite and
// PostgreSQL monitor stores. The two differ in how they keep problem lists (comma-separated text or a
// text[] column) and booleans (0/1 or boolean): a `MonitorColumns` says which.
import {
  emptyDeliveryCounts,
  type AlertEvent,
  type AlertRecord,
  type DeliveryState,
  type NewAlert,
  type Problem,
  type Sample,
  type SampleRun,
  type WatchEntry,
  type WatchState,
} from './records';
import { numberOrNull } from '../nullable';

type Row = Record<string, unknown>;
const text = (v: unknown): string | null => (v as string | null) ?? null;

/** How one database keeps the columns whose type differs between the two. */
interface MonitorColumns {
  problemsIn(p: readonly Problem[]): unknown;
  problemsOut(v: unknown): Problem[];
  boolIn(b: boolean | null): unknown;
  boolOut(v: unknown): boolean | null;
}

/** A delivery's progress columns, the same in alerts and in graded deliveries. */
export const deliveryProgress = (r: Row) => ({
  attempts: Number(r.attempts),
  nextAttemptMs: numberOrNull(r.next_attempt_ms),
  lastError: text(r.last_error),
  deliveredMs: numberOrNull(r.delivered_ms),
});

/** Counts of alerts by delivery state, from `SELECT delivery, count(*) AS n … GROUP BY delivery`. */
export function deliveryCountsOf(rows: Row[]): Record<DeliveryState, number> {
  const out = emptyDeliveryCounts();
  for (const r of rows) out[String(r.delivery) as DeliveryState] = Number(r.n);
  return out;
}

function monitorRows(c: MonitorColumns) {
  return {
    toWatch: (r: Row): WatchEntry => ({
      nodeID: String(r.node_id),
      threshold: numberOrNull(r.threshold),
      addedMs: Number(r.added_ms),
      state: String(r.state) as WatchState,
      problems: c.problemsOut(r.problems),
      stateSinceMs: numberOrNull(r.state_since_ms),
      lastUptime: numberOrNull(r.last_uptime),
      lastConnected: c.boolOut(r.last_connected),
      lastSeenMs: numberOrNull(r.last_seen_ms),
      effectiveThreshold: numberOrNull(r.effective_threshold),
    }),
    toAlert: (r: Row): AlertRecord => ({
      id: Number(r.id),
      nodeID: String(r.node_id),
      event: String(r.event) as AlertEvent,
      problems: c.problemsOut(r.problems),
      atMs: Number(r.at_ms),
      uptime: numberOrNull(r.uptime),
      threshold: Number(r.threshold),
      connected: c.boolOut(r.connected),
      delivery: String(r.delivery) as DeliveryState,
      ...deliveryProgress(r),
    }),
    toRun: (r: Row | undefined): SampleRun | null =>
      r ? { atMs: Number(r.at_ms), validators: Number(r.validators), error: text(r.error) } : null,
    toSample: (r: Row): Sample => ({
      nodeID: String(r.node_id),
      atMs: Number(r.at_ms),
      uptime: numberOrNull(r.uptime),
      connected: c.boolOut(r.connected) === true,
    }),
    /** Arguments of `INSERT INTO alerts (node_id, event, problems, at_ms, uptime, threshold, connected, delivery, next_attempt_ms)`. */
    alertArgs: (a: NewAlert): unknown[] => [
      a.nodeID,
      a.event,
      c.problemsIn(a.problems),
      a.atMs,
      a.uptime,
      a.threshold,
      c.boolIn(a.connected),
      a.delivery,
      a.delivery === 'pending' ? a.atMs : null,
    ],
    /** Arguments of the watch-state update: state, problems, state_since_ms, last_uptime, last_connected, last_seen_ms, effective_threshold, node_id. */
    watchStateArgs: (e: WatchEntry): unknown[] => [
      e.state,
      c.problemsIn(e.problems),
      e.stateSinceMs,
      e.lastUptime,
      c.boolIn(e.lastConnected),
      e.lastSeenMs,
      e.effectiveThreshold,
      e.nodeID,
    ],
  };
}

export const SQLITE_MONITOR_ROWS = monitorRows({
  problemsIn: (p) => p.join(','),
  problemsOut: (v) => (typeof v === 'string' && v ? (v.split(',') as Problem[]) : []),
  boolIn: (b) => (b === null ? null : b ? 1 : 0),
  boolOut: (v) => (v === null || v === undefined ? null : Number(v) === 1),
});

export const POSTGRES_MONITOR_ROWS = monitorRows({
  problemsIn: (p) => p,
  problemsOut: (v) => v as Problem[],
  boolIn: (b) => b,
  boolOut: (v) => (v === null || v === undefined ? null : v === true),
});
