// The proxy's dependencies in this server process: its configuration and the one node gateway.
import { nodeGateway } from '@/lib/node';
import { serverConfig } from '@/lib/server/config';
import type { ProxyDeps } from './handler';

export function proxyDeps(): ProxyDeps {
  return { config: serverConfig(), gateway: nodeGateway() };
}
