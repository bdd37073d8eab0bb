// One monitor per server process (instrumentation, route handlers and pages share it through
// globalThis, since Next may load this module in several bundles).
import { serverNodeClient } from '@/lib/server/node';
import { readMonitorConfig, type MonitorConfig } from './config';
import { createSampler, type Sampler } from './sampler';
import { openMonitorStore, type MonitorStore } from './store';

export interface Monitor {
  config: MonitorConfig;
  store: MonitorStore;
  sampler: Sampler;
}

const key = Symbol.for('snowline.monitor');
type WithMonitor = typeof globalThis & { [key]?: Monitor };

/** The process's monitor, created on first use; its sampler runs unless SNOWLINE_MONITOR=off. */
export function monitor(): Monitor {
  const g = globalThis as WithMonitor;
  if (!g[key]) {
    const config = readMonitorConfig();
    const store = openMonitorStore(config.dataDir);
    const sampler = createSampler({
      client: serverNodeClient(),
      store,
      config,
      log: (msg) => console.warn(`[snowline monitor] ${msg}`),
    });
    g[key] = { config, store, sampler };
    if (config.enabled) sampler.start();
  }
  return g[key];
}
