import { expect, it } from 'vitest';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { emptyWrite, notificationRun, run } from '@/lib/store/testing/sample-runs';
import type { NewEpisode, NewNotification } from './graded-records';
import { L1_SUBNET_ID as SUBNET, L1_VALIDATION_ID as VID, WATCHED_NODE_ID as A } from '@/lib/store/testing/watched-ids';

const episode = (over: Partial<NewEpisode> = {}): NewEpisode => ({
  subject: A,
  condition: 'stake-ending',
  severity: 'warning',
  stage: '7d',
  detail: 'stake ends in 6 days',
  openedMs: 1_000,
  lastNotifiedMs: 1_000,
  ...over,
});

type Monitor = Store['monitor'];
const addWebhook = (m: Monitor, over: Partial<Parameters<Monitor['addChannel']>[0]> = {}) =>
  m.addChannel({
    kind: 'webhook',
    name: 'h',
    minSeverity: 'info',
    secret: { url: 'http://h.test/' },
    createdMs: 1,
    ...over,
  });
/** A sample run at `atMs` that queues one notification of A to `channelIDs`. */
const notify = (m: Monitor, atMs: number, channelIDs: number[], over: Partial<NewNotification> = {}) =>
  m.recordSampleRun(notificationRun({ subject: A, atMs, severity: 'info', items: [], channelIDs, ...over }));

describeEachStore('graded alerting store', (s) => {
  const fresh = async (): Promise<Store> => s.open(await s.freshConfig());

  it('imports a watchlist file in one transaction: all of it, or none when an entry fails', async () => {
    const store = await fresh();
    const B = 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT';
    const l1 = [{ validationID: VID, nodeID: A, subnetID: SUBNET, settings: { runwayDays: [3] } }];
    // The second entry cannot be written (its settings do not serialise): nothing of the file stays.
    const broken = {
      watchlist: [
        { nodeID: A, threshold: 90, settings: {} },
        { nodeID: B, threshold: null, settings: { bad: 1n } as never },
      ],
      l1,
    };
    await expect(store.monitor.importWatchlist(broken, 1_000)).rejects.toThrow();
    expect(await store.monitor.watchlist()).toEqual([]);
    expect(await store.monitor.l1Watches()).toEqual([]);

    await store.monitor.importWatchlist(
      {
        watchlist: [
          { nodeID: B, threshold: null, settings: {} },
          { nodeID: A, threshold: 90, settings: { disconnectedSamples: 4 } },
        ],
        l1,
      },
      2_000,
    );
    expect((await store.monitor.watchlist()).map((w) => [w.nodeID, w.threshold])).toEqual([
      [B, null],
      [A, 90],
    ]);
    expect(await store.monitor.watchSettings(A)).toEqual({ disconnectedSamples: 4 });
    expect((await store.monitor.l1Watches()).map((w) => w.settings)).toEqual([{ runwayDays: [3] }]);
    await store.close();
  });

  it('keeps per-watch settings and L1 watches across a restart', async () => {
    const config = await s.freshConfig();
    let store = await s.open(config);
    expect(await store.monitor.setWatchSettings(A, { disconnectedSamples: 5 })).toBe(false);
    await store.monitor.watch(A, null, 1_000);
    expect(await store.monitor.watchSettings(A)).toEqual({});
    await store.monitor.setWatchSettings(A, { disconnectedSamples: 5, stakeEndingDays: [30, 2], off: ['uptime'] });
    await store.monitor.watchL1({ validationID: VID, nodeID: A, subnetID: SUBNET, settings: { runwayDays: [2] } }, 5);
    // Watching again changes settings only.
    await store.monitor.watchL1({ validationID: VID, nodeID: A, subnetID: SUBNET, settings: { runwayDays: [4] } }, 9);
    await store.close();
    store = await s.open(config);
    expect(await store.monitor.watchSettings(A)).toEqual({
      disconnectedSamples: 5,
      stakeEndingDays: [30, 2],
      off: ['uptime'],
    });
    expect(await store.monitor.l1Watches()).toEqual([
      {
        validationID: VID,
        nodeID: A,
        subnetID: SUBNET,
        addedMs: 5,
        settings: { runwayDays: [4] },
        lastBalance: null,
        lastRunwaySec: null,
        lastSeenMs: null,
      },
    ]);
    expect(await store.monitor.unwatchL1(VID)).toBe(true);
    expect(await store.monitor.unwatchL1(VID)).toBe(false);
  });

  it('keeps ICM watches set from the UI across a restart, one per address', async () => {
    const config = await s.freshConfig();
    let store = await s.open(config);
    const messenger = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';
    const contract = '0x00000000000000000000000000000000000000aa';
    expect(await store.monitor.icmWatches()).toEqual([]);
    expect(await store.monitor.watchIcm({ address: contract, stuckMinutes: 30 }, 2_000)).toEqual({
      address: contract,
      stuckMinutes: 30,
      addedMs: 2_000,
    });
    await store.monitor.watchIcm({ address: messenger, stuckMinutes: 10 }, 1_000);
    // Watching again changes the minutes only: the address keeps its place.
    await store.monitor.watchIcm({ address: contract, stuckMinutes: 2.5 }, 9_000);
    await store.close();
    store = await s.open(config);
    expect(await store.monitor.icmWatches()).toEqual([
      { address: messenger, stuckMinutes: 10, addedMs: 1_000 },
      { address: contract, stuckMinutes: 2.5, addedMs: 2_000 },
    ]);
    expect(await store.monitor.unwatchIcm(contract)).toBe(true);
    expect(await store.monitor.unwatchIcm(contract)).toBe(false);
    expect((await store.monitor.icmWatches()).map((w) => w.address)).toEqual([messenger]);
    await store.close();
  });

  it('opens, escalates and closes episodes with their notification in the sample run', async () => {
    const store = await fresh();
    const m = store.monitor;
    await m.watchL1({ validationID: VID, nodeID: A, subnetID: SUBNET, settings: {} }, 1);
    const hook = await addWebhook(m, {
      kind: 'slack',
      name: 'ops',
      minSeverity: 'warning',
      secret: { url: 'https://hooks.slack.test/T/B/x' },
    });
    const item = { condition: 'stake-ending', severity: 'warning', stage: '7d', detail: 'x', openedMs: 1_000 } as const;
    await m.recordSampleRun(
      run(
        1_000,
        emptyWrite({
          open: [episode()],
          notifications: [
            { subject: A, atMs: 1_000, severity: 'warning', items: [{ kind: 'new', ...item }], channelIDs: [hook.id] },
          ],
          l1States: [{ validationID: VID, lastBalance: '12345', lastRunwaySec: 600, lastSeenMs: 1_000 }],
        }),
      ),
    );
    const [open] = await m.openEpisodes();
    expect(open).toMatchObject({ subject: A, condition: 'stake-ending', stage: '7d', closedMs: null });
    expect((await m.l1Watches())[0]).toMatchObject({ lastBalance: '12345', lastRunwaySec: 600, lastSeenMs: 1_000 });
    // A second open episode of the same validator and condition is refused (and so is the whole run).
    await expect(m.recordSampleRun(run(1_500, emptyWrite({ open: [episode()] })))).rejects.toThrow();
    await m.recordSampleRun(
      run(
        2_000,
        emptyWrite({
          update: [{ id: open!.id, severity: 'critical', stage: '1d', detail: 'y', lastNotifiedMs: 2_000 }],
        }),
      ),
    );
    expect((await m.openEpisodes())[0]).toMatchObject({ severity: 'critical', stage: '1d', lastNotifiedMs: 2_000 });
    await m.recordSampleRun(run(3_000, emptyWrite({ close: [{ id: open!.id, closedMs: 3_000 }] })));
    expect(await m.openEpisodes()).toEqual([]);
    expect(await m.episodes({ subject: A })).toMatchObject([{ id: open!.id, closedMs: 3_000 }]);
    // The same condition may open a new episode once the last one closed.
    await m.recordSampleRun(run(4_000, emptyWrite({ open: [episode({ openedMs: 4_000 })] })));
    expect(await m.openEpisodes()).toHaveLength(1);

    const [n] = await m.notifications();
    expect(n).toMatchObject({
      subject: A,
      severity: 'warning',
      items: [{ kind: 'new', condition: 'stake-ending' }],
      deliveries: [{ channelID: hook.id, state: 'pending', attempts: 0 }],
    });
  });

  it('claims a due delivery once until its lease lapses, and records it sent once', async () => {
    const store = await fresh();
    const m = store.monitor;
    const ch = await addWebhook(m);
    await notify(m, 1_000, [ch.id]);
    expect(await m.nextDeliveryDueMs()).toBe(1_000);
    expect(await m.claimDueDeliveries(999, 60_000)).toEqual([]);
    const claimed = await m.claimDueDeliveries(1_000, 60_000);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]!.channel).toMatchObject({ id: ch.id, secret: { url: 'http://h.test/' } });
    expect(claimed[0]!.notification).toMatchObject({ subject: A, severity: 'info' });
    // Another sender finds nothing while the claim holds, and the claimed delivery again once it lapses.
    expect(await m.claimDueDeliveries(30_000, 60_000)).toEqual([]);
    expect(await m.claimDueDeliveries(61_000, 60_000)).toHaveLength(1);
    await m.markSent(claimed[0]!.delivery.notificationID, ch.id, 62_000);
    await m.markSent(claimed[0]!.delivery.notificationID, ch.id, 63_000);
    expect((await m.notifications())[0]!.deliveries).toEqual([
      expect.objectContaining({ state: 'delivered', attempts: 1, deliveredMs: 62_000 }),
    ]);
    expect(await m.nextDeliveryDueMs()).toBeNull();
  });

  it('retries a failed send later, gives up at the last attempt, and drops a removed channel', async () => {
    const store = await fresh();
    const m = store.monitor;
    const a = await addWebhook(m, { kind: 'discord', name: 'a', secret: { url: 'http://a.test/' } });
    const b = await addWebhook(m, {
      kind: 'email',
      name: 'b',
      minSeverity: 'critical',
      secret: { smtpUrl: 'smtp://u:p@127.0.0.1:2525', from: 'a@b.test', to: 'c@d.test' },
    });
    expect(await m.setChannelSeverity(b.id, 'warning')).toBe(true);
    expect((await m.channels()).map((c) => [c.kind, c.minSeverity])).toEqual([
      ['discord', 'info'],
      ['email', 'warning'],
    ]);
    await notify(m, 1_000, [a.id, b.id], { severity: 'critical' });
    const nID = (await m.notifications())[0]!.id;
    await m.claimDueDeliveries(1_000, 60_000);
    await m.markSendFailed(nID, a.id, 'HTTP 500', 5_000);
    await m.markSendFailed(nID, b.id, 'refused', null);
    expect(await m.nextDeliveryDueMs()).toBe(5_000);
    expect((await m.claimDueDeliveries(5_000, 60_000)).map((c) => c.channel.id)).toEqual([a.id]);
    expect(await m.removeChannel(a.id)).toBe(true);
    expect((await m.notifications())[0]!.deliveries).toEqual([
      expect.objectContaining({ channelID: a.id, state: 'failed', lastError: 'the channel was removed' }),
      expect.objectContaining({ channelID: b.id, state: 'failed', attempts: 1, lastError: 'refused' }),
    ]);
    expect(await m.claimDueDeliveries(100_000, 60_000)).toEqual([]);
  });

  it('never gives one delivery to two instances claiming at once', async () => {
    const config = await s.freshConfig();
    // Two instances on the same store (on SQLite: two connections to one file).
    const [one, two] = [await s.open(config), await s.open(config)];
    const ch = await addWebhook(one.monitor);
    const notifications = Array.from({ length: 12 }, (_, i) => ({
      subject: A,
      atMs: 1_000 + i,
      severity: 'info' as const,
      items: [],
      channelIDs: [ch.id],
    }));
    await one.monitor.recordSampleRun(run(1_000, emptyWrite({ notifications })));
    const claims = await Promise.all([
      one.monitor.claimDueDeliveries(5_000, 60_000, 8),
      two.monitor.claimDueDeliveries(5_000, 60_000, 8),
      one.monitor.claimDueDeliveries(5_000, 60_000, 8),
      two.monitor.claimDueDeliveries(5_000, 60_000, 8),
    ]);
    const ids = claims.flat().map((c) => c.delivery.notificationID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(12);
  });

  it('lists notifications newest first a page at a time, by subject too', async () => {
    const m = (await fresh()).monitor;
    for (const atMs of [1, 2, 3, 4]) await notify(m, atMs, [], atMs === 3 ? { subject: 'icm:other' } : {});
    const first = await m.notifications({ limit: 2 });
    expect(first.map((n) => n.atMs)).toEqual([4, 3]);
    expect((await m.notifications({ before: first[1]!.id, limit: 2 })).map((n) => n.atMs)).toEqual([2, 1]);
    const ofA = await m.notifications({ subject: A, limit: 2 });
    expect(ofA.map((n) => n.atMs)).toEqual([4, 2]);
    expect((await m.notifications({ subject: A, before: ofA[1]!.id })).map((n) => n.atMs)).toEqual([1]);
  });
});
