// The one Prometheus registry of the process. Next may load this module in several bundles (pages,
// route handlers, instrumentation), so the registry and each metric live on globalThis, made once.
import { Registry } from 'prom-client';
import { processSingleton } from '@/lib/server/process-singleton';

/** The shared registry; `/metrics` serves `metricsRegistry().metrics()`. */
export function metricsRegistry(): Registry {
  return processSingleton('metrics.registry', () => new Registry());
}

/**
 * The metric called `name`, created by `create` on first use and registered once. Every module
 * defines its metrics through this, so a second bundle gets the same objects instead of an error.
 */
export function sharedMetric<M>(name: string, create: (registry: Registry) => M): M {
  const known = processSingleton('metrics.byName', () => new Map<string, unknown>());
  if (!known.has(name)) known.set(name, create(metricsRegistry()));
  return known.get(name) as M;
}
