// The devnet's paths, built from the registry's one path table (lib/registry/paths.ts): each chain's
// endpoints under its id, its aliases and, for the Primary Network chains, /ext/<alias>; the node's
// own endpoints; the indexes. EVM chains' /rpc paths are served by geth's rules instead of gorilla's.
import {
  NODE_ENDPOINTS,
  chainEndpointPaths,
  indexPath,
  type ChainKind,
  type IndexName,
  type ServiceName,
} from '@/lib/registry';
import type { EvmChain } from '../evm/chain';
import type { ServiceImplementation } from './implement';
import type { RpcEndpoint } from './jsonrpc';

/** A gorilla endpoint with the registry service it implements. */
export interface Route extends RpcEndpoint {
  service: ServiceImplementation;
}

export interface RouteTable {
  endpoints: Map<string, Route>;
  /** EVM JSON-RPC paths (`/ext/bc/C/rpc`, `/ext/bc/<L1 chain>/rpc`, …). Mutable: L1 chains join at run time. */
  evm: Map<string, EvmChain>;
}

/** A chain and what it serves. */
export interface ServedChain {
  kind: ChainKind;
  /** cb58 id. */
  chainID: string;
  /** Its gorilla services by registry name (avm and wallet on X, platform on P, avax on C). */
  services: Partial<Record<ServiceName, ServiceImplementation>>;
  /** The EVM behind its /rpc (the C-chain and EVM L1s). */
  evm?: EvmChain;
}

export interface RouteInputs {
  chains: ServedChain[];
  /** The node's own services (info, health, keystore, avmStatic, admin); absent ones are a 404, as on a node. */
  node: Partial<Record<ServiceName, ServiceImplementation>>;
  /** The indexes; none when the index API is disabled. */
  indexes: Partial<Record<IndexName, ServiceImplementation>>;
}

/** Adds a chain's paths; how EVM L1 chains join once their EVM has started. */
export function addChainRoutes(routes: RouteTable, chain: ServedChain): void {
  for (const { path, service } of chainEndpointPaths(chain.kind, chain.chainID)) {
    if (service === 'eth') {
      if (chain.evm) routes.evm.set(path, chain.evm);
      continue;
    }
    const implementation = chain.services[service];
    if (implementation) routes.endpoints.set(path, { service: implementation, ctx: { path, chainID: chain.chainID } });
  }
}

export function buildRoutes(r: RouteInputs): RouteTable {
  const routes: RouteTable = { endpoints: new Map(), evm: new Map() };
  for (const { path, service } of NODE_ENDPOINTS) {
    const implementation = r.node[service];
    if (implementation) routes.endpoints.set(path, { service: implementation, ctx: { path } });
  }
  for (const [name, implementation] of Object.entries(r.indexes) as [IndexName, ServiceImplementation][]) {
    const path = indexPath(name);
    routes.endpoints.set(path, { service: implementation, ctx: { path, indexName: name } });
  }
  for (const chain of r.chains) addChainRoutes(routes, chain);
  return routes;
}
