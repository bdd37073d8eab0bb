'use client';
// The browser reads the node only through Snowline's proxy, never directly. The lazy client keeps
// the method registry and viem's client out of every page's first-load JavaScript.
import { createLazyNodeClient } from '@/lib/client/lazy-node-client';
import type { LazyNodeClient } from '@/lib/client/types';
import { PROXY_PREFIX } from '@/lib/server/proxy-path';

let client: LazyNodeClient | undefined;

export function browserNodeClient(): LazyNodeClient {
  client ??= createLazyNodeClient({ url: `${window.location.origin}${PROXY_PREFIX}`, timeoutMs: 10_000 });
  return client;
}
