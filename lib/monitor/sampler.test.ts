import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreConfig } from '@/lib/store/config';
import type { MonitorStore } from '@/lib/store/monitor/records';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { createSampler, type SamplerClient } from './sampler';
import { backoffMs, deliverDue, MAX_ATTEMPTS } from './webhook';

const A = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
const B = 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT';

type V = { nodeID: string; uptime?: number; connected?: boolean; startTime: bigint; weight: bigint };
function fakeClient(validators: () => V[], upgrades: Record<string, unknown> = {}): SamplerClient {
  return {
    platform: { getCurrentValidators: async () => ({ validators: validators() }) as never },
    info: { upgrades: async () => upgrades as never, getNetworkName: async () => ({ networkName: 'local' }) },
  };
}

describeEachStore('monitor', (each) => {
  let config: StoreConfig;
  let opened: Store;
  let store: MonitorStore;
  beforeEach(async () => {
    config = await each.freshConfig();
    opened = await each.open(config);
    store = opened.monitor;
  });
  afterEach(() => opened.close());

  describe('uptime sampler', () => {
    it('records every validator each sample, and the history survives reopening the store', async () => {
      let t = 1_000_000;
      const vals: V[] = [
        { nodeID: A, uptime: 99.5, connected: true, startTime: 1n, weight: 1n },
        { nodeID: B, uptime: 70, connected: false, startTime: 1n, weight: 1n },
      ];
      const s = createSampler({
        client: fakeClient(() => vals),
        store,
        config: { sampleMs: 1000, webhookUrl: undefined, retentionDays: 30 },
        now: () => t,
      });
      await s.sample();
      t += 60_000;
      vals[1] = { ...vals[1]!, uptime: 71, connected: true };
      await s.sample();
      await opened.close();
      opened = await each.open(config);
      store = opened.monitor;
      expect(await store.history(B)).toEqual([
        { nodeID: B, atMs: 1_000_000, uptime: 70, connected: false },
        { nodeID: B, atMs: 1_060_000, uptime: 71, connected: true },
      ]);
      expect(await store.lastRun()).toEqual({ atMs: 1_060_000, validators: 2, error: null });
    });

    it('applies the 90% Helicon requirement by default to a validator that started after it', async () => {
      const helicon = Date.parse('2026-01-01T00:00:00Z');
      const after = BigInt(helicon / 1000 + 10);
      const client = fakeClient(
        () => [
          { nodeID: A, uptime: 85, connected: true, startTime: after, weight: 1n },
          { nodeID: B, uptime: 85, connected: true, startTime: 1n, weight: 1n },
        ],
        { heliconTime: '2026-01-01T00:00:00Z' },
      );
      await store.watch(A, null, 0);
      await store.watch(B, null, 0);
      const s = createSampler({
        client,
        store,
        config: { sampleMs: 1000, webhookUrl: undefined, retentionDays: 30 },
        now: () => helicon + 100_000,
      });
      await s.sample();
      expect(await store.watchEntry(A)).toMatchObject({ state: 'alerting', effectiveThreshold: 90 });
      expect(await store.watchEntry(B)).toMatchObject({ state: 'ok', effectiveThreshold: 80 });
      expect(await store.alerts()).toHaveLength(1);
      expect((await store.alerts())[0]).toMatchObject({
        nodeID: A,
        delivery: 'not-configured',
        threshold: 90,
        uptime: 85,
      });
    });

    it('records a failed run when the node does not answer, and keeps going', async () => {
      const client: SamplerClient = {
        ...fakeClient(() => []),
        platform: { getCurrentValidators: async () => Promise.reject(new Error('connect ECONNREFUSED')) },
      };
      const s = createSampler({
        client,
        store,
        config: { sampleMs: 1000, webhookUrl: undefined, retentionDays: 30 },
        now: () => 5,
      });
      await expect(s.sample()).rejects.toThrow(/ECONNREFUSED/);
      expect(await store.lastRun()).toEqual({ atMs: 5, validators: 0, error: 'connect ECONNREFUSED' });
      expect(s.lastError).toBe('connect ECONNREFUSED');
    });
  });

  describe('webhook delivery', () => {
    let server: http.Server;
    let url: string;
    const received: unknown[] = [];
    let failuresLeft = 0;
    beforeEach(async () => {
      received.length = 0;
      server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          if (failuresLeft > 0) {
            failuresLeft--;
            res.writeHead(503).end('busy');
            return;
          }
          received.push(JSON.parse(body));
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    });
    afterEach(() => new Promise<void>((r) => server.close(() => r())));

    it('POSTs an alert raised by a sample to the webhook as JSON', async () => {
      await store.watch(B, 80, 0);
      const s = createSampler({
        client: fakeClient(() => [{ nodeID: B, uptime: 71.63, connected: true, startTime: 1n, weight: 1n }]),
        store,
        config: { sampleMs: 1000, webhookUrl: url, retentionDays: 30 },
        now: () => 1_700_000_000_000,
      });
      await s.sample();
      await s.deliverNow();
      expect(received).toEqual([
        expect.objectContaining({
          type: 'snowline.validator-alert',
          event: 'alert',
          nodeID: B,
          problems: ['below-threshold'],
          uptime: 71.63,
          threshold: 80,
          observedAt: '2023-11-14T22:13:20.000Z',
          network: 'local',
        }),
      ]);
      expect((await store.alerts())[0]).toMatchObject({ delivery: 'delivered', attempts: 1, lastError: null });
    });

    it('retries with backoff after failures, then delivers', async () => {
      let t = 10_000;
      failuresLeft = 2;
      const a = await store.addAlert({
        nodeID: A,
        event: 'alert',
        problems: ['disconnected'],
        atMs: t,
        uptime: 90,
        threshold: 80,
        connected: false,
        delivery: 'pending',
      });
      const deps = { store, url, now: () => t, context: { source: 'test' } };
      expect(await deliverDue(deps)).toBe(0);
      expect(await store.alert(a.id)).toMatchObject({
        delivery: 'pending',
        attempts: 1,
        lastError: 'webhook answered HTTP 503',
        nextAttemptMs: t + backoffMs(1),
      });
      // Not due yet: nothing is sent.
      expect(await deliverDue(deps)).toBe(0);
      expect((await store.alert(a.id))!.attempts).toBe(1);
      t += backoffMs(1);
      await deliverDue(deps);
      t += backoffMs(2);
      expect(await deliverDue(deps)).toBe(1);
      expect(await store.alert(a.id)).toMatchObject({ delivery: 'delivered', attempts: 3, deliveredMs: t });
      expect(received).toHaveLength(1);
    });

    it('marks an alert failed, with the reason, after the last attempt; a retry sends it again', async () => {
      let t = 0;
      const a = await store.addAlert({
        nodeID: A,
        event: 'recovered',
        problems: [],
        atMs: 0,
        uptime: 99,
        threshold: 80,
        connected: true,
        delivery: 'pending',
      });
      const dead = 'http://127.0.0.1:1/hook';
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        await deliverDue({ store, url: dead, now: () => t, context: { source: 'test' } });
        t += 10 * 60_000;
      }
      expect(await store.alert(a.id)).toMatchObject({
        delivery: 'failed',
        attempts: MAX_ATTEMPTS,
        nextAttemptMs: null,
      });
      expect((await store.alert(a.id))!.lastError).toMatch(/unreachable/);
      expect((await store.deliveryCounts()).failed).toBe(1);
      expect(await store.retryAlert(a.id, t)).toBe(true);
      expect(await deliverDue({ store, url, now: () => t, context: { source: 'test' } })).toBe(1);
      expect(received[0]).toMatchObject({ event: 'recovered', nodeID: A });
    });

    it('backs off exponentially up to five minutes', () => {
      expect([1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
      expect(backoffMs(30)).toBe(300_000);
    });
  });
});
