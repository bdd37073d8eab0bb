// The server's own typed node client (server components, route handlers, OG images, the monitor),
// on lib/node: the same cache, in-flight calls, limits and metrics as the proxy. Its viem client
// (evm()) goes the same way.
import { createNodeClient, type NodeClient } from '@/lib/client';
import { nodeGateway, SERVER_SELF } from '@/lib/node';
import { gatewayTransport } from '@/lib/node/client-transport';
import { processSingleton } from '@/lib/server/process-singleton';

/** Server-side typed client for the configured node. */
export function serverNodeClient(): NodeClient {
  return processSingleton('serverNodeClient', () =>
    createNodeClient({ url: nodeGateway().config.nodeUrl, transport: gatewayTransport(nodeGateway, SERVER_SELF) }),
  );
}
