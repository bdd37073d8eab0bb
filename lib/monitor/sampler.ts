// The uptime sampler: every `sampleMs` it reads the Primary Network validator set from the connected
// node, records each validator's uptime and connected state, evaluates the watchlist (its state and
// in-app alerts) and the graded conditions; a one-second ticker delivers graded notifications to the
// channels, the environment's webhook among them, as their (back-off) time comes.
import type { NodeClient } from '@/lib/client';
import type { MonitorConfig } from './config';
import { evaluate } from './evaluate';
import { heliconTimeMs, uptimeRequirement } from './requirement';
import type { MonitorStore, NewAlert, Sample, WatchEntry } from '@/lib/store/monitor/records';
import { workerMetrics } from '@/lib/metrics/workers';
import { deliverGraded } from './graded/deliver';
import type { PrimaryWatchInput } from './graded/run';
import type { GradedWrite } from '@/lib/store/monitor/graded-records';
import type { CurrentValidator } from '@/lib/schemas/platform';

export type SamplerClient = {
  platform: Pick<NodeClient['platform'], 'getCurrentValidators'>;
  info: Pick<NodeClient['info'], 'upgrades' | 'getNetworkName'>;
};

export interface SamplerDeps {
  client: SamplerClient;
  store: MonitorStore;
  config: Pick<MonitorConfig, 'sampleMs' | 'retentionDays'>;
  now?: () => number;
  fetch?: typeof fetch;
  log?: (msg: string) => void;
  /** Graded alerting (lib/monitor/graded/run.ts): this sample's episode changes and notifications. */
  graded?: (atMs: number, watched: PrimaryWatchInput[], validators: CurrentValidator[]) => Promise<GradedWrite>;
}

export interface SampleResult {
  atMs: number;
  validators: number;
  alerts: number;
}

const PRUNE_EVERY_MS = 3600_000;
const DELIVERY_TICK_MS = 1_000;

export function createSampler(d: SamplerDeps) {
  const now = d.now ?? Date.now;
  let heliconMs: number | null | undefined;
  let networkName: string | undefined;
  let lastPruneMs = 0;
  let running: Promise<SampleResult> | null = null;
  let delivering: Promise<number> | null = null;
  let sampleTimer: ReturnType<typeof setInterval> | undefined;
  let deliveryTimer: ReturnType<typeof setInterval> | undefined;
  let lastError: string | null = null;

  async function networkFacts(): Promise<void> {
    // Helicon's time is read once: an upgrade schedule does not change while the node runs.
    if (heliconMs === undefined) {
      try {
        heliconMs = heliconTimeMs(await d.client.info.upgrades({}));
      } catch {
        // Older nodes lack info.upgrades: Helicon is then treated as not activated (facts §10).
        heliconMs = null;
      }
    }
    if (networkName === undefined) {
      networkName = await d.client.info
        .getNetworkName({})
        .then((r) => r.networkName)
        .catch(() => undefined);
    }
  }

  async function sampleNow(): Promise<SampleResult> {
    const atMs = now();
    let validators;
    try {
      await networkFacts();
      validators = (await d.client.platform.getCurrentValidators({})).validators;
    } catch (e) {
      lastError = (e as Error).message;
      await d.store.recordFailedRun(atMs, lastError).catch((storeError: unknown) => {
        d.log?.(`cannot record the failed sample: ${(storeError as Error).message}`);
      });
      throw e;
    }
    lastError = null;
    const byNode = new Map(validators.map((v) => [v.nodeID, v]));
    const samples: Sample[] = validators.map((v) => ({
      nodeID: v.nodeID,
      atMs,
      uptime: v.uptime ?? null,
      connected: v.connected !== false,
    }));
    const watchStates: WatchEntry[] = [];
    const alerts: NewAlert[] = [];
    const watched: PrimaryWatchInput[] = [];
    for (const entry of await d.store.watchlist()) {
      const v = byNode.get(entry.nodeID);
      const threshold =
        entry.threshold ??
        uptimeRequirement({ startMs: v ? Number(v.startTime) * 1000 : atMs, heliconMs: heliconMs ?? null });
      const { next, alert } = evaluate(entry, {
        atMs,
        present: v !== undefined,
        uptime: v?.uptime ?? null,
        connected: v ? v.connected !== false : null,
        threshold,
      });
      watchStates.push(next);
      watched.push({ entry, validator: v, threshold });
      if (alert) {
        alerts.push({
          nodeID: entry.nodeID,
          event: alert.event,
          problems: alert.problems,
          atMs,
          uptime: next.lastUptime,
          threshold,
          connected: next.lastConnected,
          // Shown in the app only: channels (the environment's webhook too) get the graded alert.
          delivery: 'not-configured',
        });
      }
    }
    // A graded evaluation that fails (a store or node hiccup) skips this sample's graded alerts only.
    const graded = d.graded
      ? await d.graded(atMs, watched, validators).catch((e: unknown) => {
          d.log?.(`graded evaluation failed: ${(e as Error).message}`);
          return undefined;
        })
      : undefined;
    const prune = atMs - lastPruneMs >= PRUNE_EVERY_MS;
    // Samples, states and alerts of this run are written together: a crash keeps all of them or none.
    await d.store.recordSampleRun({
      atMs,
      samples,
      watchStates,
      alerts,
      graded,
      pruneBeforeMs: prune ? atMs - d.config.retentionDays * 86400_000 : undefined,
    });
    if (prune) lastPruneMs = atMs;
    if ((graded?.notifications.length ?? 0) > 0) void deliverNow();
    return { atMs, validators: validators.length, alerts: alerts.length };
  }

  /** One sample; concurrent callers share the run in progress. */
  function sample(): Promise<SampleResult> {
    running ??= sampleNow()
      .then(
        (r) => (workerMetrics().samplerRun('ok'), r),
        (e: unknown) => {
          workerMetrics().samplerRun('failed');
          throw e;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  function deliverNow(): Promise<number> {
    const context = { observedBy: 'the node Snowline is connected to', networkName };
    delivering ??= (d.graded ? deliverGraded({ store: d.store, fetch: d.fetch, now, context }) : Promise.resolve(0))
      .catch((e: unknown) => {
        d.log?.(`alert delivery failed: ${(e as Error).message}`);
        return 0;
      })
      .finally(() => {
        delivering = null;
      });
    return delivering;
  }

  return {
    sample,
    deliverNow,
    get lastError() {
      return lastError;
    },
    get running() {
      return sampleTimer !== undefined;
    },
    start() {
      if (sampleTimer) return;
      const tick = () => void sample().catch((e: unknown) => d.log?.(`uptime sample failed: ${(e as Error).message}`));
      tick();
      sampleTimer = setInterval(tick, d.config.sampleMs);
      sampleTimer.unref?.();
      if (d.graded) {
        deliveryTimer = setInterval(() => {
          d.store.nextDeliveryDueMs().then(
            (due) => {
              if (due !== null && due <= now()) void deliverNow();
            },
            (e: unknown) => d.log?.(`cannot read the alert outbox: ${(e as Error).message}`),
          );
        }, DELIVERY_TICK_MS);
        deliveryTimer.unref?.();
      }
    },
    stop() {
      clearInterval(sampleTimer);
      clearInterval(deliveryTimer);
      sampleTimer = deliveryTimer = undefined;
    },
  };
}

export type Sampler = ReturnType<typeof createSampler>;
