// viem PublicClients on a node's EVM /rpc endpoints, one per chain. Registry-free (paths only).
import { createPublicClient, custom, http, type PublicClient, type Transport } from 'viem';
import { pathFor } from '@/lib/registry/paths';
import type { NodeClientOptions } from './types';

function transportFor(options: NodeClientOptions, baseUrl: string, chain: string): Transport {
  const path = pathFor('eth', { chain });
  const send = options.transport;
  if (send) {
    // The transport already shares, caches and bounds calls: viem must not retry on top of it.
    return custom({ request: ({ method, params }) => send({ path, method, params: params ?? [] }) }, { retryCount: 0 });
  }
  return http(baseUrl + path, {
    fetchOptions: options.headers ? { headers: options.headers } : undefined,
    timeout: options.timeoutMs,
  });
}

export function evmClients(options: NodeClientOptions, baseUrl: string): (chain?: string) => PublicClient {
  const clients = new Map<string, PublicClient>();
  return (chain = 'C') => {
    let c = clients.get(chain);
    if (!c) {
      c = createPublicClient({ transport: transportFor(options, baseUrl, chain) });
      clients.set(chain, c);
    }
    return c;
  };
}
