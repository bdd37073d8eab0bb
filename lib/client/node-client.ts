// Typed client for a node (or Snowline's proxy, which answers on the same paths). Every method's
// signature is inferred from the registry; params are checked before sending and results parsed
// with the entry's schema at the boundary. This one binds the registry eagerly (server, devnet,
// tests); the browser uses lib/client/lazy-node-client, which loads it on the first call.
import { registry, type AnyMethodDef } from '@/lib/registry';
import { evmClients } from './evm';
import { callByName, createInvoke } from './invoke';
import type { AnyTarget, NodeClient, NodeClientOptions } from './types';

export type { NodeClient, NodeClientOptions } from './types';

export function createNodeClient(options: NodeClientOptions): NodeClient {
  const baseUrl = options.url.replace(/\/+$/, '');
  const invoke = createInvoke(options, baseUrl);
  const client: Record<string, unknown> = {
    url: baseUrl,
    call: (method: string, params?: unknown, target?: AnyTarget) => callByName(invoke, method, params, target),
    evm: evmClients(options, baseUrl),
  };
  for (const [service, methods] of Object.entries(registry)) {
    const bound: Record<string, unknown> = {};
    for (const [name, def] of Object.entries(methods as Record<string, AnyMethodDef>)) {
      bound[name] = (params?: unknown, target?: AnyTarget) => invoke(def, params, target);
    }
    client[service] = bound;
  }
  return client as unknown as NodeClient;
}
