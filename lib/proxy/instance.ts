// One coalescer and one cache per server process, shared by every route invocation.
import { serverConfig } from '@/lib/server/config';
import { Coalescer, ImmutableCache } from './coalesce';
import type { ProxyDeps } from './handler';

const globalKey = Symbol.for('snowline.proxyDeps');
type WithDeps = typeof globalThis & { [globalKey]?: ProxyDeps };

export function proxyDeps(): ProxyDeps {
  const g = globalThis as WithDeps;
  g[globalKey] ??= { config: serverConfig(), coalescer: new Coalescer(), cache: new ImmutableCache() };
  return g[globalKey];
}
