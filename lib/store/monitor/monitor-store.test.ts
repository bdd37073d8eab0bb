import { expect, it } from 'vitest';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import type { NewAlert, Sample, WatchEntry } from './records';

const A = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
const B = 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT';

const alertOf = (nodeID: string, atMs: number, over: Partial<NewAlert> = {}): NewAlert => ({
  nodeID,
  event: 'alert',
  problems: ['below-threshold', 'disconnected'],
  atMs,
  uptime: 71.5,
  threshold: 80,
  connected: false,
  delivery: 'pending',
  ...over,
});

describeEachStore('monitor store', (s) => {
  const fresh = async (): Promise<Store> => s.open(await s.freshConfig());

  it('keeps the watchlist, its thresholds and states, across a restart', async () => {
    const config = await s.freshConfig();
    let store = await s.open(config);
    await store.monitor.watch(A, 95.5, 1_000);
    await store.monitor.watch(B, null, 2_000);
    // Watching again changes the threshold, keeps the entry's age.
    expect(await store.monitor.watch(A, 90, 5_000)).toMatchObject({ nodeID: A, threshold: 90, addedMs: 1_000 });
    await store.close();
    store = await s.open(config);
    expect((await store.monitor.watchlist()).map((e) => [e.nodeID, e.threshold, e.state])).toEqual([
      [A, 90, 'unknown'],
      [B, null, 'unknown'],
    ]);
    expect(await store.monitor.unwatch(B)).toBe(true);
    expect(await store.monitor.unwatch(B)).toBe(false);
    expect(await store.monitor.watchEntry(B)).toBeNull();
  });

  it('records a sample run (samples, states, alerts) as one write, and prunes old samples in it', async () => {
    const store = await fresh();
    const m = store.monitor;
    await m.watch(A, 80, 0);
    const samples = (atMs: number): Sample[] => [
      { nodeID: A, atMs, uptime: 70.25, connected: false },
      { nodeID: B, atMs, uptime: null, connected: true },
    ];
    await m.recordSampleRun({ atMs: 1_000, samples: samples(1_000), watchStates: [], alerts: [] });
    const state: WatchEntry = {
      ...(await m.watchEntry(A))!,
      state: 'alerting',
      problems: ['below-threshold', 'disconnected'],
      stateSinceMs: 2_000,
      lastUptime: 70.25,
      lastConnected: false,
      lastSeenMs: 2_000,
      effectiveThreshold: 80,
      threshold: 12, // not a state column: the user's threshold stays
    };
    const stored = await m.recordSampleRun({
      atMs: 2_000,
      samples: samples(2_000),
      watchStates: [state],
      alerts: [alertOf(A, 2_000)],
      pruneBeforeMs: 1_500,
    });
    expect(stored).toEqual([
      expect.objectContaining({ nodeID: A, delivery: 'pending', attempts: 0, nextAttemptMs: 2_000, connected: false }),
    ]);
    expect(await m.history(A)).toEqual([{ nodeID: A, atMs: 2_000, uptime: 70.25, connected: false }]);
    expect(await m.history(B, 2_000)).toEqual([{ nodeID: B, atMs: 2_000, uptime: null, connected: true }]);
    expect(await m.watchEntry(A)).toEqual({ ...state, threshold: 80 });
    expect(await m.lastRun()).toEqual({ atMs: 2_000, validators: 2, error: null });
  });

  it('keeps no partial sample run when one of its writes fails', async () => {
    const store = await fresh();
    const m = store.monitor;
    await expect(
      m.recordSampleRun({
        atMs: 3_000,
        samples: [{ nodeID: A, atMs: 3_000, uptime: 99, connected: true }],
        watchStates: [],
        // A threshold is required: this write fails after the samples went in.
        alerts: [alertOf(A, 3_000, { threshold: null as unknown as number })],
      }),
    ).rejects.toThrow();
    expect(await m.history(A)).toEqual([]);
    expect(await m.lastRun()).toBeNull();
    expect(await m.alerts()).toEqual([]);
  });

  it('tells the last run from the last successful one', async () => {
    const m = (await fresh()).monitor;
    await m.recordSampleRun({ atMs: 10, samples: [], watchStates: [], alerts: [] });
    await m.recordFailedRun(20, 'connect ECONNREFUSED');
    expect(await m.lastRun()).toEqual({ atMs: 20, validators: 0, error: 'connect ECONNREFUSED' });
    expect(await m.lastSuccessfulRun()).toEqual({ atMs: 10, validators: 0, error: null });
  });

  it('lists alerts newest first, per node, within the limit', async () => {
    const m = (await fresh()).monitor;
    for (let i = 1; i <= 5; i++) await m.addAlert(alertOf(i % 2 ? A : B, i));
    expect((await m.alerts()).map((a) => a.atMs)).toEqual([5, 4, 3, 2, 1]);
    expect((await m.alerts({ nodeID: B })).map((a) => a.atMs)).toEqual([4, 2]);
    expect((await m.alerts({ limit: 2 })).map((a) => a.atMs)).toEqual([5, 4]);
    expect(await m.alerts({ limit: 0 })).toHaveLength(1);
  });

  it('pages alerts past the first page, by the last id seen, per node too', async () => {
    const m = (await fresh()).monitor;
    for (let i = 1; i <= 250; i++) await m.addAlert(alertOf(i % 2 ? A : B, i));
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await m.alerts({ before, limit: 100 });
      if (page.length === 0) break;
      seen.push(...page.map((a) => a.atMs));
      before = page[page.length - 1]!.id;
    }
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => 250 - i));
    const first = await m.alerts({ nodeID: A, limit: 2 });
    expect((await m.alerts({ nodeID: A, before: first[1]!.id, limit: 2 })).map((a) => a.atMs)).toEqual([245, 243]);
  });

  it('walks an alert through the outbox: due, failed attempt, retry, delivered', async () => {
    const m = (await fresh()).monitor;
    const a = await m.addAlert(alertOf(A, 100));
    const quiet = await m.addAlert(alertOf(B, 100, { delivery: 'not-configured' }));
    expect(quiet.nextAttemptMs).toBeNull();
    expect((await m.dueAlerts(99)).map((x) => x.id)).toEqual([]);
    expect((await m.dueAlerts(100)).map((x) => x.id)).toEqual([a.id]);
    expect(await m.nextDueMs()).toBe(100);

    await m.markAttemptFailed(a.id, 'webhook answered HTTP 503', 1_100);
    expect(await m.alert(a.id)).toMatchObject({ delivery: 'pending', attempts: 1, nextAttemptMs: 1_100 });
    await m.markAttemptFailed(a.id, 'webhook unreachable', null);
    expect(await m.alert(a.id)).toMatchObject({ delivery: 'failed', attempts: 2, lastError: 'webhook unreachable' });
    expect(await m.nextDueMs()).toBeNull();
    expect(await m.deliveryCounts()).toEqual({ pending: 0, delivered: 0, failed: 1, 'not-configured': 1 });

    expect(await m.retryAlert(a.id, 2_000)).toBe(true);
    expect(await m.alert(a.id)).toMatchObject({ delivery: 'pending', attempts: 0, nextAttemptMs: 2_000 });
    expect(await m.retryAlert(a.id, 2_000)).toBe(false); // already pending
    await m.markDelivered(a.id, 2_050);
    expect(await m.alert(a.id)).toMatchObject({
      delivery: 'delivered',
      attempts: 1,
      deliveredMs: 2_050,
      lastError: null,
    });
    expect(await m.alert(9_999_999)).toBeNull();
  });
});
