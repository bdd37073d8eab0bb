// How one node method is described, once, for the client, the proxy, the console and the devnet.
import type { z } from 'zod';

export type ServiceName =
  'avm' | 'avmStatic' | 'wallet' | 'platform' | 'info' | 'admin' | 'keystore' | 'index' | 'health' | 'eth' | 'avax';

export const SERVICE_NAMES: readonly ServiceName[] = [
  'avm',
  'avmStatic',
  'wallet',
  'platform',
  'info',
  'admin',
  'keystore',
  'index',
  'health',
  'eth',
  'avax',
];

export interface MethodDef<
  Name extends string = string,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Full wire name: 'platform.getCurrentValidators', 'eth_feeConfig'. */
  method: Name;
  service: ServiceName;
  /** Named object for native services; tuple for eth. */
  params: P;
  result: R;
  /** An accepted tx or block fetched by id never changes (cacheable forever). */
  immutable?: boolean;
  /** Reveals or changes this node's own state (keys, config, profiling): never served publicly. */
  nodeSpecific?: boolean;
  deprecated?: { since: string; note?: string };
  /** Node version that no longer serves the method. */
  removedIn?: string;
  /** One line, shown by the API console. */
  summary: string;
}

/** Any registry entry, whatever its schemas. */
export type AnyMethodDef = MethodDef<string, z.ZodType, z.ZodType>;

export function defineMethod<const Name extends string, P extends z.ZodType, R extends z.ZodType>(
  def: MethodDef<Name, P, R>,
): MethodDef<Name, P, R> {
  return Object.freeze(def);
}
