import { describe, expect, it } from 'vitest';
import { evaluate, type Observation } from './evaluate';
import type { WatchEntry } from '@/lib/store/monitor/records';

const fresh: WatchEntry = {
  nodeID: 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu',
  threshold: null,
  addedMs: 0,
  state: 'unknown',
  problems: [],
  stateSinceMs: null,
  lastUptime: null,
  lastConnected: null,
  lastSeenMs: null,
  effectiveThreshold: null,
};
const obs = (o: Partial<Observation>): Observation => ({
  atMs: 1000,
  present: true,
  uptime: 99,
  connected: true,
  threshold: 80,
  ...o,
});

describe('watch evaluation', () => {
  it('alerts at once when a newly watched validator is already under its threshold', () => {
    const r = evaluate(fresh, obs({ uptime: 71.5 }));
    expect(r.alert).toEqual({ event: 'alert', problems: ['below-threshold'] });
    expect(r.next).toMatchObject({ state: 'alerting', lastUptime: 71.5, effectiveThreshold: 80, stateSinceMs: 1000 });
  });

  it('stays quiet while healthy, alerts on a disconnect, once, then on recovery', () => {
    const ok = evaluate(fresh, obs({})).next;
    expect(evaluate(fresh, obs({})).alert).toBeNull();
    const down = evaluate(ok, obs({ atMs: 2000, connected: false }));
    expect(down.alert).toEqual({ event: 'alert', problems: ['disconnected'] });
    const still = evaluate(down.next, obs({ atMs: 3000, connected: false }));
    expect(still.alert).toBeNull();
    expect(still.next.stateSinceMs).toBe(2000);
    const back = evaluate(still.next, obs({ atMs: 4000 }));
    expect(back.alert).toEqual({ event: 'recovered', problems: [] });
    expect(back.next.state).toBe('ok');
  });

  it('alerts again when a further problem appears while already alerting', () => {
    const below = evaluate(fresh, obs({ uptime: 70 })).next;
    const both = evaluate(below, obs({ uptime: 69, connected: false }));
    expect(both.alert).toEqual({ event: 'alert', problems: ['below-threshold', 'disconnected'] });
  });

  it('uses the threshold it is given (a custom 95% flags a 94% uptime)', () => {
    expect(evaluate(fresh, obs({ uptime: 94, threshold: 95 })).alert?.problems).toEqual(['below-threshold']);
    expect(evaluate(fresh, obs({ uptime: 94, threshold: 90 })).alert).toBeNull();
  });

  it('reports a validator that leaves the set once, and not one that was never seen', () => {
    const ok = evaluate(fresh, obs({})).next;
    const gone = evaluate(ok, obs({ atMs: 5000, present: false, uptime: null, connected: null }));
    expect(gone.alert).toEqual({ event: 'not-validating', problems: [] });
    expect(gone.next).toMatchObject({ state: 'absent', lastUptime: 99, lastSeenMs: 1000 });
    expect(evaluate(gone.next, obs({ atMs: 6000, present: false })).alert).toBeNull();
    expect(evaluate(fresh, obs({ present: false })).alert).toBeNull();
  });
});
