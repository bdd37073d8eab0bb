// One monitor per server process (instrumentation, route handlers and pages share it through
// globalThis, since Next may load this module in several bundles). Its sampler runs on the one
// instance that holds the workers' lead (with the history follower; on SQLite every instance is the
// only one); any instance serves the watchlist and alerts from the shared store.
import { keepCadence, leaderRetryMs } from '@/lib/store/leader/keep-cadence';
import type { LeaderLoop } from '@/lib/store/leader/run-while-leader';
import { joinWorkerLead } from '@/lib/store/leader/worker-lead';
import { workerMetrics } from '@/lib/metrics/workers';
import { appStore } from '@/lib/store/instance';
import type { MonitorStore } from '@/lib/store/monitor/records';
import { serverNodeClient } from '@/lib/node/server-client';
import { readMonitorConfig, type MonitorConfig } from './config';
import { createSampler, type Sampler } from './sampler';
import { processPromise } from '@/lib/server/process-singleton';
import { readGradedConfig, type GradedConfig } from './graded/defaults';
import { createGradedEvaluator } from './graded/run';
import { readIcmWatches, type IcmWatch } from './graded/icm-watch';

export interface Monitor {
  config: MonitorConfig;
  graded: GradedConfig;
  /** ICM messengers and contracts watched in the environment (SNOWLINE_ICM_WATCH): changed there only. */
  envIcmWatches: readonly IcmWatch[];
  store: MonitorStore;
  sampler: Sampler;
  /** Whether this instance samples (null when SNOWLINE_MONITOR=off). */
  leader: LeaderLoop | null;
}

async function createMonitor(): Promise<Monitor> {
  const config = readMonitorConfig();
  const graded = readGradedConfig();
  const store = await appStore();
  const envIcmWatches = readIcmWatches();
  const log = (msg: string) => console.warn(`[snowline monitor] ${msg}`);
  const client = serverNodeClient();
  const evaluate = createGradedEvaluator({
    client,
    store: store.monitor,
    config: graded,
    sampleMs: config.sampleMs,
    envWebhook: config.webhookUrl ? { url: config.webhookUrl, minSeverity: config.webhookMinSeverity } : undefined,
    icm: { watches: envIcmWatches, history: async () => store.history },
    log,
  });
  const sampler = createSampler({ client, store: store.monitor, config, log, graded: evaluate });
  // When the sampling instance dies, another takes the lead within a tenth of the interval and samples
  // on the dead one's beat (one interval after the last recorded run): no gap, no double sample.
  const paced = keepCadence(sampler, {
    intervalMs: config.sampleMs,
    lastRunMs: async () => (await store.monitor.lastRun())?.atMs ?? null,
    log,
  });
  const leader = config.enabled
    ? joinWorkerLead(store.leader, paced, {
        retryMs: leaderRetryMs(config.sampleMs),
        log,
        onLead: (held) => workerMetrics().workerLead(held),
      })
    : null;
  return { config, graded, envIcmWatches, store: store.monitor, sampler, leader };
}

/** The process's monitor, created on first use; a failed start is retried at the next call. */
export function monitor(): Promise<Monitor> {
  return processPromise('monitor', createMonitor);
}
