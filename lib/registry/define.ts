// How one node method is described, once, for the client, the proxy, the console and the devnet.
import type { z } from 'zod';

export type ServiceName =
  | 'avm'
  | 'avmStatic'
  | 'wallet'
  | 'platform'
  | 'info'
  | 'admin'
  | 'keystore'
  | 'index'
  | 'health'
  | 'eth'
  | 'avax'
  | 'proposervm';

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
  'proposervm',
];

/**
 * How long a method's result may be reused. The one call path to the node (lib/node) and the browser's
 * query hook both read it, so a page, the proxy and a dashboard agree.
 * - `immutable`: never changes once the node has it (an accepted tx or block by id); kept until evicted.
 * - `static`: fixed for this node while it runs (network id, chain ids, version); kept for minutes.
 * - `live`: moves with the chain (heights, validators, peers, fees); at most about a second old, one
 *   upstream call shared by every caller.
 * - `never`: changes state, carries credentials or reveals the node itself; always sent.
 */
export type CachePolicy = 'immutable' | 'static' | 'live' | 'never';

/** Which live method tells a chain's last accepted height, on the same path as the read. */
export type TipMethod = 'eth_blockNumber' | 'platform.getHeight';

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
  cache: CachePolicy;
  /**
   * For an `immutable` method whose answer can still change (a status, a receipt, a range at the tip):
   * the result is immutable only when this holds of it (the wire JSON); otherwise it is live.
   */
  settled?: (result: unknown, params: unknown) => boolean;
  /**
   * For an `immutable` read at a height or block number: immutable only at or below the chain's last
   * accepted height (read with `tip` on the same path); above it, or for a tag such as 'latest', live.
   * `height` gets the wire params and returns the height asked, undefined for a tag, or 'pending' for
   * the pending state (which changes with every tx a node takes in: never kept, not even briefly).
   */
  atHeight?: { tip: TipMethod; height: (params: unknown) => bigint | 'pending' | undefined };
  /**
   * For a `live` method: how often views poll it (ms). Views poll on the same wall-clock beat, and the
   * node path may keep the answer for half of this (never less than its live window), so any number of
   * viewers cost the node what one does.
   */
  pollMs?: number;
  /** Reveals or changes this node's own state (keys, config, profiling): never served publicly. */
  nodeSpecific?: boolean;
  /**
   * Changes the chain's or the node's state (issues a tx, writes a profile, adds an alias, creates a
   * user): the console asks before sending it and never offers it as a shareable link.
   */
  changesState?: boolean;
  /**
   * Executes code or scans many blocks on the node (eth_call, eth_getLogs, debug traces): a public caller
   * has it relayed only when the operator allows heavy EVM calls (lib/node/relay-policy).
   */
  heavy?: boolean;
  /**
   * Largest value a public caller may give these numeric params (a range or a page size); over it the
   * call is refused with the cap named. Operators and the server's own reads may ask the node's full range.
   */
  publicMax?: Record<string, number>;
  /**
   * Deprecated by the node since a version (`v1.15.0`). `replacement` names what to use instead, where
   * anything replaces it; `note` says anything else worth knowing.
   */
  deprecated?: { since: string; note?: string; replacement?: string };
  /** Node version (`v1.12.2`) that no longer serves the method: the capability check greys it out from there. */
  removedIn?: string;
  /** One line, shown by the API console. */
  summary: string;
  /**
   * Params the API console prefills (part of z.input of `params`). Only values that make sense on any
   * network, or that name the local network's well-known genesis (said so in a comment).
   */
  example?: Partial<z.input<P>>;
}

/** Any registry entry, whatever its schemas. */
export type AnyMethodDef = MethodDef<string, z.ZodType, z.ZodType>;

/** A method as a service file declares it: its wire name and service come from `defineService`. */
export type MethodSpec<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = Omit<
  MethodDef<string, P, R>,
  'method' | 'service'
>;

/** Each spec checked against its own schemas, so an `example` must fit its `params`. */
type CheckedSpecs<M> = {
  [K in keyof M]: M[K] extends { params: infer P extends z.ZodType; result: infer R extends z.ZodType }
    ? MethodSpec<P, R>
    : never;
};

type ServiceMethods<Prefix extends string, M> = {
  readonly [K in keyof M & string]: M[K] extends {
    params: infer P extends z.ZodType;
    result: infer R extends z.ZodType;
  }
    ? MethodDef<`${Prefix}${K}`, P, R>
    : never;
};

/**
 * One service's methods, keyed by name. Each method's wire name is `prefix + key` ('info.' + 'peers',
 * '' + 'eth_chainId'), so a key cannot drift from the name the node answers to.
 */
export function defineService<const Prefix extends string, M extends Record<string, MethodSpec>>(
  service: ServiceName,
  prefix: Prefix,
  specs: M & CheckedSpecs<M>,
): ServiceMethods<Prefix, M> {
  const methods = Object.entries(specs).map(([key, spec]) => [
    key,
    Object.freeze({ method: `${prefix}${key}`, service, ...spec }),
  ]);
  return Object.freeze(Object.fromEntries(methods)) as ServiceMethods<Prefix, M>;
}
