// A Monitor for API tests: on the given store, sampling only when a test asks, against a node with
// no validators, with the default graded settings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openStore } from '@/lib/store/open';
import type { Store } from '@/lib/store/store';
import { GRADED_DEFAULTS } from '../graded/defaults';
import type { IcmWatch } from '../graded/icm-watch';
import type { Monitor } from '../instance';
import { createSampler } from '../sampler';

export function idleMonitor(
  store: Store,
  webhookUrl: string | undefined,
  envIcmWatches: readonly IcmWatch[] = [],
): Monitor {
  const config = {
    sampleMs: 60_000,
    webhookUrl,
    webhookMinSeverity: 'info' as const,
    retentionDays: 30,
    enabled: false,
  };
  const client = {
    platform: { getCurrentValidators: async () => ({ validators: [] }) as never },
    info: { upgrades: async () => ({}) as never, getNetworkName: async () => ({ networkName: 'local' }) },
  };
  return {
    config,
    graded: GRADED_DEFAULTS,
    envIcmWatches,
    store: store.monitor,
    sampler: createSampler({ client, store: store.monitor, config }),
    leader: null,
  };
}

/** An idle Monitor on a new SQLite store for one test file: opened before its tests, removed after. */
export function idleMonitorForFile(
  webhookUrl: string | undefined,
  envIcmWatches: readonly IcmWatch[] = [],
): { store: Store; monitor: Monitor } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-monitor-'));
  const opened = {} as { store: Store; monitor: Monitor };
  beforeAll(async () => {
    opened.store = await openStore({ kind: 'sqlite', dataDir: dir });
    opened.monitor = idleMonitor(opened.store, webhookUrl, envIcmWatches);
  });
  afterAll(async () => {
    await opened.store?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return opened;
}
