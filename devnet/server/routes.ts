// The devnet's paths, built from the registry's one path table (lib/registry/paths.ts): each chain's
// endpoints under its id, its aliases and, for the Primary Network chains, /ext/<alias>; the node's
// own endpoints; the indexes. EVM chains' /rpc paths are served by geth's rules instead of gorilla's.
import {
  CHAIN_ENDPOINTS,
  INDEX_NAMES,
  NODE_ENDPOINTS,
  P_CHAIN_ID,
  chainEndpointPaths,
  indexPath,
  primaryChainOf,
  type ChainKind,
  type IndexName,
  type ServiceName,
} from '@/lib/registry';
import type { EvmChain } from '../evm/chain';
import type { ServiceImplementation } from './implement';
import type { RpcEndpoint } from './jsonrpc';

/** A gorilla endpoint with the registry service it implements. */
interface Route extends RpcEndpoint {
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

const CHAIN_SUFFIXES = [...new Set(Object.values(CHAIN_ENDPOINTS).flatMap((list) => list.map((e) => e.suffix)))];

/**
 * Whether `/ext/<p>` is a base the router registers endpoints under — a node API, an index chain
 * (`index/X`), a chain's own path (`bc/<chain>`, a genesis alias) — and so a path admin.alias can
 * alias; `bc/C/rpc` is an endpoint, not a base.
 */
export function isRouteBase(routes: RouteTable, p: string): boolean {
  const path = `/ext/${p}`;
  if (NODE_ENDPOINTS.some((e) => e.path === path)) return routes.endpoints.has(path);
  const parts = p.split('/');
  if (parts[0] === 'index' && parts.length === 2) {
    return INDEX_NAMES.some((name) => name.startsWith(`${parts[1]}/`) && routes.endpoints.has(indexPath(name)));
  }
  const chainPath =
    (parts.length === 2 && parts[0] === 'bc') ||
    (parts.length === 1 && parts[0] !== P_CHAIN_ID && primaryChainOf(parts[0] as string) !== undefined);
  return chainPath && CHAIN_SUFFIXES.some((s) => routes.endpoints.has(path + s) || routes.evm.has(path + s));
}
