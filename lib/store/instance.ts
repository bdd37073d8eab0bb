// The process's one store, opened on first use from the environment (globalThis: Next may load this
// module in several bundles). A failed open is not cached: the next call tries again.
import { processPromise } from '@/lib/server/process-singleton';
import { readStoreConfig } from './config';
import { openStore } from './open';
import type { Store } from './store';

export function appStore(): Promise<Store> {
  return processPromise('store', async () => openStore(readStoreConfig()));
}
