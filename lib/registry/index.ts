// The one list of node methods: namespaced for typed use, flat for lookups by wire name or path.
import type { z } from 'zod';
import type { AnyMethodDef, ServiceName } from './define';
import { CHAIN_ENDPOINTS, INDEX_ROUTES, primaryChainOf, serviceForPath, type AliasSuffix } from './paths';
import { avm } from './avm';
import { avmStatic } from './avm-static';
import { wallet } from './wallet';
import { platform } from './platform';
import { info } from './info';
import { admin } from './admin';
import { keystore } from './keystore';
import { index } from './index-api';
import { health } from './health';
import { eth as ethMethods } from './eth';
import { warp } from './warp';
import { avax } from './avax';
import { proposervm } from './proposervm';

export const registry = {
  avm,
  avmStatic,
  wallet,
  platform,
  info,
  admin,
  keystore,
  index,
  health,
  // The C-Chain's warp namespace shares the EVM endpoint.
  eth: { ...ethMethods, ...warp },
  avax,
  proposervm,
} as const satisfies Record<ServiceName, Record<string, AnyMethodDef>>;

export type Registry = typeof registry;

export const allMethods: readonly AnyMethodDef[] = Object.freeze(
  Object.values(registry).flatMap((methods) => Object.values(methods) as AnyMethodDef[]),
);

const byWireName = new Map<string, AnyMethodDef>(allMethods.map((m) => [m.method, m]));

/** The entry for a full wire name ('platform.getHeight', 'eth_feeConfig'), if any. */
export function findMethod(wireName: string): AnyMethodDef | undefined {
  return byWireName.get(wireName);
}

/** What an endpoint with this suffix under an API alias serves: a chain endpoint, or an index below `index/<chain>`. */
function servicesAtSuffix(suffix: AliasSuffix): ServiceName[] {
  if (INDEX_ROUTES.some((r) => `/${r.kind}` === suffix)) return ['index'];
  return Object.values(CHAIN_ENDPOINTS).flatMap((list) =>
    list.filter((e) => e.suffix === suffix).map((e) => e.service),
  );
}

/**
 * The entry for `methodName` when the node serves it on `nodePath`, else undefined.
 * `/ext/bc/<chain>` serves avm or platform methods: known aliases decide, and for any other chain
 * (a cb58 id or an alias from admin.aliasChain, which need the node to place) the method's namespace
 * decides. A path outside the table may be an API alias (admin.alias): the namespace decides there
 * too, within what an endpoint with its suffix can serve. Access policy stays per method.
 */
export function resolveMethod(nodePath: string, methodName: string): AnyMethodDef | undefined {
  const route = serviceForPath(nodePath);
  const def = findMethod(methodName);
  if (!route || !def) return undefined;
  if ('apiAlias' in route) {
    if (route.suffix === '') return def;
    return servicesAtSuffix(route.suffix).includes(def.service) ? def : undefined;
  }
  if (def.service === route.service) return def;
  const chainRoute = route.service === 'avm' || route.service === 'platform';
  const chainMethod = def.service === 'avm' || def.service === 'platform';
  if (chainRoute && chainMethod && route.chain !== undefined && !primaryChainOf(route.chain)) return def;
  return undefined;
}

/** What a caller passes for a method (z.input of its params schema). */
export type ParamsOf<M extends AnyMethodDef> = z.input<M['params']>;
/** What a caller gets back (z.output of its result schema, normalized). */
export type ResultOf<M extends AnyMethodDef> = z.output<M['result']>;

export type { AnyMethodDef, MethodDef, ServiceName } from './define';
export { SERVICE_NAMES } from './define';
export type { CachePolicy, TipMethod } from './define';
export { immutableWithoutTip } from './cache-rules';
export {
  pathFor,
  serviceForPath,
  indexPath,
  chainEndpointPaths,
  primaryChainOf,
  CHAIN_ALIASES,
  CHAIN_ENDPOINTS,
  NODE_ENDPOINTS,
  INDEX_NAMES,
  INDEX_ROUTES,
  P_CHAIN_ID,
  AVM_VM_ID,
  type ChainKind,
  type PathArgs,
  type ServiceRoute,
  type IndexName,
  type IndexChain,
  type IndexKind,
} from './paths';
export { decodeWireParams, WireParamsError, WIRE_PARAMS_ERROR_MESSAGE } from './wire-params';
/** What decodeWireParams hands a handler for a schema (the devnet's handler types read it). */
export type { ReadOnWire } from '@/lib/schemas/common';
