import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreConfig } from '@/lib/store/config';
import type { MonitorStore } from '@/lib/store/monitor/records';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { createSampler, type SamplerClient } from './sampler';
import { backoffMs } from './webhook';

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
        config: { sampleMs: 1000, retentionDays: 30 },
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
        config: { sampleMs: 1000, retentionDays: 30 },
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
        config: { sampleMs: 1000, retentionDays: 30 },
        now: () => 5,
      });
      await expect(s.sample()).rejects.toThrow(/ECONNREFUSED/);
      expect(await store.lastRun()).toEqual({ atMs: 5, validators: 0, error: 'connect ECONNREFUSED' });
      expect(s.lastError).toBe('connect ECONNREFUSED');
    });
  });

  describe('delivery retries', () => {
    it('backs off exponentially up to five minutes', () => {
      expect([1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
      expect(backoffMs(30)).toBe(300_000);
    });
  });
});
