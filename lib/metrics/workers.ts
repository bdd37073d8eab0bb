// What the uptime sampler counts: its runs and alert deliveries; and whether this instance runs the
// singleton workers. The chain-history follower's series
// (lag per chain among them) are its own: lib/follower/metrics.ts.
import { Counter, Gauge, type Registry } from 'prom-client';
import { sharedMetric } from './registry';

export interface WorkerMetrics {
  samplerRun(outcome: 'ok' | 'failed'): void;
  alertDelivery(outcome: 'sent' | 'failed'): void;
  workerLead(held: boolean): void;
}

function createWorkerMetrics(registry: Registry): WorkerMetrics {
  const runs = new Counter({
    name: 'snowline_sampler_runs_total',
    help: 'Uptime sampler runs on this instance (only the leading instance samples), by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const alerts = new Counter({
    name: 'snowline_alerts_total',
    help: 'Alert webhook deliveries attempted by this instance: sent (2xx) or failed (retried later).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const lead = new Gauge({
    name: 'snowline_worker_lead',
    help: "1 while this instance holds the workers' lead (it samples uptime and follows the chains), 0 otherwise.",
    registers: [registry],
  });
  lead.set(0);
  // Series that exist before the first event, so rate() and alerts see zeros rather than nothing.
  for (const outcome of ['ok', 'failed'] as const) runs.inc({ outcome }, 0);
  for (const outcome of ['sent', 'failed'] as const) alerts.inc({ outcome }, 0);
  return {
    samplerRun: (outcome) => runs.inc({ outcome }),
    alertDelivery: (outcome) => alerts.inc({ outcome }),
    workerLead: (held) => lead.set(held ? 1 : 0),
  };
}

/** The process's worker metrics, on the shared registry. */
export function workerMetrics(): WorkerMetrics {
  return sharedMetric('snowline_workers', createWorkerMetrics);
}
