// viem PublicClients on a node's EVM /rpc endpoints, one per chain. Registry-free (paths only).
import { createPublicClient, http, type PublicClient } from 'viem';
import { pathFor } from '@/lib/registry/paths';
import type { NodeClientOptions } from './types';

export function evmClients(options: NodeClientOptions, baseUrl: string): (chain?: string) => PublicClient {
  const clients = new Map<string, PublicClient>();
  return (chain = 'C') => {
    let c = clients.get(chain);
    if (!c) {
      c = createPublicClient({
        transport: http(baseUrl + pathFor('eth', { chain }), {
          fetchOptions: options.headers ? { headers: options.headers } : undefined,
          timeout: options.timeoutMs,
        }),
      });
      clients.set(chain, c);
    }
    return c;
  };
}
