// A Monitor for API tests: on the given store, sampling only when a test asks, against a node with
// no validators, with the default graded settings.
import type { Store } from '@/lib/store/store';
import { GRADED_DEFAULTS } from '../graded/defaults';
import type { Monitor } from '../instance';
import { createSampler } from '../sampler';

export function idleMonitor(store: Store, webhookUrl: string | undefined): Monitor {
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
    store: store.monitor,
    sampler: createSampler({ client, store: store.monitor, config }),
    leader: null,
  };
}
