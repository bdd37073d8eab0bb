// The one Prometheus registry of the process. Next may load this module in several bundles (pages,
// route handlers, instrumentation), so the registry and each metric live on globalThis, made once.
import { Registry } from 'prom-client';

const registryKey = Symbol.for('snowline.metrics.registry');
const metricsKey = Symbol.for('snowline.metrics.byName');
type WithMetrics = typeof globalThis & { [registryKey]?: Registry; [metricsKey]?: Map<string, unknown> };

/** The shared registry; `/metrics` serves `metricsRegistry().metrics()`. */
export function metricsRegistry(): Registry {
  const g = globalThis as WithMetrics;
  g[registryKey] ??= new Registry();
  return g[registryKey];
}

/**
 * The metric called `name`, created by `create` on first use and registered once. Every module
 * defines its metrics through this, so a second bundle gets the same objects instead of an error.
 */
export function sharedMetric<M>(name: string, create: (registry: Registry) => M): M {
  const g = globalThis as WithMetrics;
  g[metricsKey] ??= new Map();
  const known = g[metricsKey];
  if (!known.has(name)) known.set(name, create(metricsRegistry()));
  return known.get(name) as M;
}
