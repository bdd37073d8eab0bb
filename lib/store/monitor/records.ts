// What the monitor keeps: uptime samples and sample runs, the watchlist with each entry's last
// evaluated state, and the alerts with their webhook delivery state (the outbox). One interface,
// two implementations: SQLite (monitor.sqlite, the default) and PostgreSQL (schema snowline_monitor).
//
// To add a table or a column: append a step to both sqlite-migrations.ts and postgres-migrations.ts
// (never edit a step that has shipped), extend the records here, and both implementations; the shared
// tests in monitor-store.test.ts run against both.

import type { GradedStore, GradedWrite } from './graded-records';

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

/** An alert as the evaluator records it, before any delivery attempt. */
export type NewAlert = Pick<
  AlertRecord,
  'nodeID' | 'event' | 'problems' | 'atMs' | 'uptime' | 'threshold' | 'connected'
> & {
  delivery: 'pending' | 'not-configured';
};

/** Everything one successful sample writes, in one transaction: all of it is kept, or none. */
export interface SampleRunWrite {
  atMs: number;
  samples: readonly Sample[];
  /** Watched nodes' evaluated state. Only state columns change: a threshold set meanwhile is kept. */
  watchStates: readonly WatchEntry[];
  alerts: readonly NewAlert[];
  /** Samples and runs older than this are deleted in the same transaction. */
  pruneBeforeMs?: number;
  /** Graded alerting's episode changes and notifications of this run. */
  graded?: GradedWrite;
}

interface AlertQuery {
  nodeID?: string;
  /** Only alerts older than this id (the next page of a newest-first listing). */
  before?: number;
  /** 1 to 1000; default 100. */
  limit?: number;
}

export interface MonitorStore extends GradedStore {
  /** Records a sample run with its samples, watch states and alerts; returns the alerts as stored. */
  recordSampleRun(run: SampleRunWrite): Promise<AlertRecord[]>;
  recordFailedRun(atMs: number, error: string): Promise<void>;
  lastRun(): Promise<SampleRun | null>;
  lastSuccessfulRun(): Promise<SampleRun | null>;
  /** A node's samples at or after `sinceMs`, oldest first. */
  history(nodeID: string, sinceMs?: number): Promise<Sample[]>;

  watchlist(): Promise<WatchEntry[]>;
  watchEntry(nodeID: string): Promise<WatchEntry | null>;
  /** Adds a node, or changes its threshold (its state is kept). */
  watch(nodeID: string, threshold: number | null, nowMs: number): Promise<WatchEntry>;
  unwatch(nodeID: string): Promise<boolean>;

  addAlert(a: NewAlert): Promise<AlertRecord>;
  alert(id: number): Promise<AlertRecord | null>;
  /** Newest first. */
  alerts(q?: AlertQuery): Promise<AlertRecord[]>;
  /** Pending alerts whose next attempt is due at `nowMs`, oldest first. */
  dueAlerts(nowMs: number, limit?: number): Promise<AlertRecord[]>;
  nextDueMs(): Promise<number | null>;
  markDelivered(id: number, atMs: number): Promise<void>;
  /** `nextAttemptMs` null: no attempt left, the alert is `failed`. */
  markAttemptFailed(id: number, error: string, nextAttemptMs: number | null): Promise<void>;
  /** Queues a failed (or never configured) alert again; false when it is not in such a state. */
  retryAlert(id: number, nowMs: number): Promise<boolean>;
  deliveryCounts(): Promise<Record<DeliveryState, number>>;
}

/** The number of alerts a query returns: 1 to 1000, 100 when not given. */
export function alertLimit(limit: number | undefined): number {
  const n = limit === undefined || Number.isNaN(limit) ? 100 : Math.floor(limit);
  return Math.min(Math.max(n, 1), 1000);
}

export const emptyDeliveryCounts = (): Record<DeliveryState, number> => ({
  pending: 0,
  delivered: 0,
  failed: 0,
  'not-configured': 0,
});
