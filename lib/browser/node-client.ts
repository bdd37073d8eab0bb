'use client';
// The browser reads the node only through Snowline's proxy, never directly.
import { createNodeClient } from '@/lib/client';

let client: ReturnType<typeof createNodeClient> | undefined;

export function browserNodeClient() {
  client ??= createNodeClient({ url: `${window.location.origin}/api/node`, timeoutMs: 10_000 });
  return client;
}
