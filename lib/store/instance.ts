// The process's one store, opened on first use from the environment (globalThis: Next may load this
// module in several bundles). A failed open is not cached: the next call tries again.
import { readStoreConfig } from './config';
import { openStore } from './open';
import type { Store } from './store';

const key = Symbol.for('snowline.store');
type WithStore = typeof globalThis & { [key]?: Promise<Store> };

export function appStore(): Promise<Store> {
  const g = globalThis as WithStore;
  if (!g[key]) {
    const opening = (async () => openStore(readStoreConfig()))();
    g[key] = opening;
    opening.catch(() => {
      if (g[key] === opening) delete g[key];
    });
  }
  return g[key];
}
