// One gateway per server process: the proxy, pages, route handlers and the monitor share its cache
// and its calls in flight. On globalThis, since Next may load this module in several bundles.
import { serverConfig } from '@/lib/server/config';
import { readNodeConfig } from './config';
import { createNodeGateway, type NodeAnswer, type NodeCall, type NodeGateway } from './gateway';

const key = Symbol.for('snowline.nodeGateway');
type WithGateway = typeof globalThis & { [key]?: NodeGateway };

export function nodeGateway(): NodeGateway {
  const g = globalThis as WithGateway;
  g[key] ??= createNodeGateway({ config: readNodeConfig(process.env, serverConfig()) });
  return g[key];
}

/** Sends one call to the configured node through the process's gateway. */
export function callNode(call: NodeCall): Promise<NodeAnswer> {
  return nodeGateway().call(call);
}
