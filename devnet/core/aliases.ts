// Aliases of API endpoints and chains, as the node keeps them (api/server/router.go AddAlias,
// ids/aliases.go). The server asks this table to resolve `/ext/<alias>…` paths and chain aliases
// wherever a chain id is accepted; admin.alias / admin.aliasChain add to it (per node, not persisted,
// as in AvalancheGo).
import { bytesEqual, idFromString, idToString } from '@/lib/codec/ids';
import { CHAIN_ALIASES } from '@/lib/registry';
import { NodeError } from './contracts';
import { C_CHAIN_ID, P_CHAIN_ID, X_CHAIN_ID } from '../genesis/constants';

const MAX_ALIAS_LENGTH = 512;
const ERR_ALIAS_TOO_LONG = 'alias length is too long';
/** Aliases of aliases are followed this deep at most (the router copies routes once per alias). */
const MAX_ALIAS_DEPTH = 8;

export interface ChainEntry {
  chainID: Uint8Array;
  /** Genesis aliases first, e.g. ['X', 'avm']; the chain's own id string is added after them, as the node does. */
  aliases: readonly string[];
}

export interface AliasTableOptions {
  /** Default: the Primary Network's chains with their genesis aliases. */
  chains?: ChainEntry[];
  /**
   * Whether `/ext/<pathAfterExt>` is already served by a handler (the server's own routes). An
   * alias may not shadow one: the router refuses to register an endpoint twice.
   */
  isServedPath?: (pathAfterExt: string) => boolean;
  /**
   * Whether `/ext/<pathAfterExt>` is a base the router registers endpoints under (a chain's path, a
   * node API, an index chain). An alias of anything else serves nothing, as on the node.
   */
  isBase?: (pathAfterExt: string) => boolean;
}

/** The Primary Network's chains with their genesis aliases (genesis/aliases.go), P first as the node adds them. */
const PRIMARY_NETWORK_CHAINS: readonly ChainEntry[] = [
  { chainID: P_CHAIN_ID, aliases: CHAIN_ALIASES.P },
  { chainID: X_CHAIN_ID, aliases: CHAIN_ALIASES.X },
  { chainID: C_CHAIN_ID, aliases: CHAIN_ALIASES.C },
];

const trimSlashes = (s: string): string => s.replace(/^\/+|\/+$/g, '');

export class AliasTable {
  /** alias → chain id (cb58). */
  private readonly chainByAlias = new Map<string, string>();
  /** chain id (cb58) → aliases in the order added. */
  private readonly aliasesByChain = new Map<string, string[]>();
  /** API alias (path after /ext/) → the endpoint it stands for. */
  private readonly endpointByAlias = new Map<string, string>();
  private readonly isServedPath: (p: string) => boolean;
  private readonly isBase: (p: string) => boolean;

  constructor(opts: AliasTableOptions = {}) {
    this.isServedPath = opts.isServedPath ?? (() => false);
    this.isBase = opts.isBase ?? (() => true);
    for (const c of opts.chains ?? PRIMARY_NETWORK_CHAINS) {
      const id = idToString(c.chainID);
      for (const a of [...c.aliases, id]) this.addChainAlias(id, a);
    }
  }

  /** A chain created at run time (an L1's blockchain): its id becomes an alias of itself, as the chain manager does. */
  addChain(c: ChainEntry): void {
    const id = idToString(c.chainID);
    if (this.aliasesByChain.has(id)) return;
    for (const a of [...c.aliases, id]) this.addChainAlias(id, a);
  }

  private addChainAlias(id: string, alias: string): void {
    const owner = this.chainByAlias.get(alias);
    if (owner !== undefined) throw new NodeError(`alias already mapped to an ID: ${alias}`);
    this.chainByAlias.set(alias, id);
    const list = this.aliasesByChain.get(id) ?? [];
    list.push(alias);
    this.aliasesByChain.set(id, list);
  }

  /** The chain id (cb58) an alias or id names, or undefined. */
  resolveChain(aliasOrID: string): string | undefined {
    return this.chainByAlias.get(aliasOrID);
  }

  /** resolveChain as raw bytes: fits the user methods' and the X-chain's `lookupChain`. */
  resolveChainID = (aliasOrID: string): Uint8Array | undefined => {
    const id = this.resolveChain(aliasOrID);
    return id === undefined ? undefined : idFromString(id);
  };

  /** admin.getChainAliases: by id only (the node parses `chain` with ids.FromString). Null when none. */
  chainAliases(chainID: string): string[] | null {
    let id: Uint8Array;
    try {
      id = idFromString(chainID);
    } catch (e) {
      throw new NodeError((e as Error).message);
    }
    const list = this.aliasesByChain.get(idToString(id));
    return list ? [...list] : null;
  }

  /** admin.alias: `/ext/<alias>` (and everything under it) serves what `/ext/<endpoint>` serves. */
  aliasEndpoint(endpoint: string, alias: string): void {
    if (alias.length > MAX_ALIAS_LENGTH) throw new NodeError(ERR_ALIAS_TOO_LONG);
    const e = trimSlashes(endpoint);
    const a = trimSlashes(alias);
    if (this.endpointByAlias.has(a)) {
      throw new NodeError(`route is either already aliased or already maps to a handle: /ext/${a}`);
    }
    if (this.isServedPath(a)) throw new NodeError(`failed to create endpoint as /ext/${a} already exists`);
    this.endpointByAlias.set(a, e);
  }

  /** admin.aliasChain: a new chain alias, usable as a chain id and in `/ext/bc/<alias>`. */
  aliasChain(chain: string, alias: string): void {
    if (alias.length > MAX_ALIAS_LENGTH) throw new NodeError(ERR_ALIAS_TOO_LONG);
    const id = this.resolveChain(chain);
    if (id === undefined) throw new NodeError(`there is no ID with alias: ${chain}`);
    this.addChainAlias(id, alias);
    this.endpointByAlias.set(`bc/${alias}`, `bc/${id}`);
  }

  /**
   * Maps a path after `/ext/` through the API aliases: `myx/wallet` → `bc/X/wallet` after
   * alias('bc/X', 'myx'). Paths no alias covers come back unchanged, and so do those whose alias
   * names no base: the router copied nothing under it.
   */
  resolveEndpoint(pathAfterExt: string): string {
    const original = trimSlashes(pathAfterExt);
    let path = original;
    for (let depth = 0; depth < MAX_ALIAS_DEPTH; depth++) {
      let best: string | undefined;
      for (const a of this.endpointByAlias.keys()) {
        if ((path === a || path.startsWith(a + '/')) && (best === undefined || a.length > best.length)) best = a;
      }
      if (best === undefined) return path;
      const target = this.endpointByAlias.get(best) as string;
      if (!this.endpointByAlias.has(target) && !this.isBase(target)) return original;
      path = target + path.slice(best.length);
    }
    return path;
  }

  /** True when `chainID` has `alias` (for tests and diagnostics). */
  hasChainAlias(chainID: Uint8Array, alias: string): boolean {
    const id = this.chainByAlias.get(alias);
    return id !== undefined && bytesEqual(idFromString(id), chainID);
  }
}

/** Resolves a chain alias or cb58 id to the chain id; undefined when no chain has it. */
export type ChainLookup = (aliasOrID: string) => Uint8Array | undefined;

/** The Primary Network's genesis aliases (X/avm, P/platform, C/evm) and ids; the node's own table adds admin.aliasChain's. */
export const primaryNetworkChains: ChainLookup = new AliasTable().resolveChainID;
