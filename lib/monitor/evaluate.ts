// Decides, for one watched node and one sample, its new state and whether that change is worth an
// alert: a validator that drops below its threshold or disconnects alerts once (and again if a
// further problem appears); it alerts "recovered" when both clear; leaving the validator set alerts
// once. The first observation counts as a change, so watching a node that is already down alerts.
import type { AlertEvent, Problem, WatchEntry } from '@/lib/store/monitor/records';

export interface Observation {
  atMs: number;
  /** The node is in the current Primary Network validator set. */
  present: boolean;
  uptime: number | null;
  connected: boolean | null;
  /** Threshold in force for this validator (the entry's own, or the default requirement). */
  threshold: number;
}

export interface Evaluation {
  next: WatchEntry;
  alert: { event: AlertEvent; problems: Problem[] } | null;
}

function problemsOf(o: Observation): Problem[] {
  const out: Problem[] = [];
  if (o.uptime !== null && o.uptime < o.threshold) out.push('below-threshold');
  if (o.connected === false) out.push('disconnected');
  return out;
}

export function evaluate(entry: WatchEntry, o: Observation): Evaluation {
  const base = {
    ...entry,
    lastUptime: o.uptime,
    lastConnected: o.connected,
    lastSeenMs: o.present ? o.atMs : entry.lastSeenMs,
    effectiveThreshold: o.threshold,
  };
  if (!o.present) {
    const next: WatchEntry = {
      ...base,
      lastUptime: entry.lastUptime,
      lastConnected: entry.lastConnected,
      state: 'absent',
      problems: [],
      stateSinceMs: entry.state === 'absent' ? entry.stateSinceMs : o.atMs,
    };
    const wasValidating = entry.state === 'ok' || entry.state === 'alerting';
    return { next, alert: wasValidating ? { event: 'not-validating', problems: [] } : null };
  }
  const problems = problemsOf(o);
  if (problems.length === 0) {
    const next: WatchEntry = {
      ...base,
      state: 'ok',
      problems,
      stateSinceMs: entry.state === 'ok' ? entry.stateSinceMs : o.atMs,
    };
    return { next, alert: entry.state === 'alerting' ? { event: 'recovered', problems: [] } : null };
  }
  const fresh = problems.filter((p) => entry.state !== 'alerting' || !entry.problems.includes(p));
  const next: WatchEntry = {
    ...base,
    state: 'alerting',
    problems,
    stateSinceMs: entry.state === 'alerting' ? entry.stateSinceMs : o.atMs,
  };
  return { next, alert: fresh.length > 0 ? { event: 'alert', problems } : null };
}
