// Where each service lives on a node: one table of paths and chain aliases (facts §1, §3 chain
// aliases, §6 index paths). The proxy's allowlist (serviceForPath, resolveMethod) and the devnet's
// router both read it, so a path one serves the other serves too.
import type { ServiceName } from './define';

/** Chain aliases as genesis/aliases.go defines them; each is also an API alias (`/ext/X`, `/ext/bc/X`). */
export const CHAIN_ALIASES = { X: ['X', 'avm'], P: ['P', 'platform'], C: ['C', 'evm'] } as const;
export type PrimaryChain = keyof typeof CHAIN_ALIASES;

/** The kinds of chain a node serves: the three Primary Network chains and EVM L1s (subnet-evm). */
export type ChainKind = PrimaryChain | 'evmL1';

/** One JSON-RPC endpoint of a chain, below its base path `/ext/bc/<id or alias>`. */
export interface ChainEndpoint {
  /** '' for the chain's own path, else '/wallet', '/rpc', '/avax' or '/proposervm'. */
  suffix: '' | '/wallet' | '/rpc' | '/avax' | '/proposervm';
  service: ServiceName;
}

/** Every Snowman chain runs inside the proposervm, which adds its own endpoint (Granite). */
const PROPOSERVM: ChainEndpoint = { suffix: '/proposervm', service: 'proposervm' };

/** What each kind of chain serves (its VM's CreateHandlers, and the proposervm's). */
export const CHAIN_ENDPOINTS: Readonly<Record<ChainKind, readonly ChainEndpoint[]>> = {
  X: [{ suffix: '', service: 'avm' }, { suffix: '/wallet', service: 'wallet' }, PROPOSERVM],
  P: [{ suffix: '', service: 'platform' }, PROPOSERVM],
  C: [{ suffix: '/rpc', service: 'eth' }, { suffix: '/avax', service: 'avax' }, PROPOSERVM],
  evmL1: [{ suffix: '/rpc', service: 'eth' }, PROPOSERVM],
};

/** P-chain's blockchain id is all zeros on every network. */
export const P_CHAIN_ID = '11111111111111111111111111111111LpoYY';
/** The avm VM id: its static API is served under /ext/vm/<vmID> as well as /ext/vm/avm. */
export const AVM_VM_ID = 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq';

/** Endpoints of the node itself rather than of a chain. */
export const NODE_ENDPOINTS: readonly { path: string; service: ServiceName }[] = [
  { path: '/ext/info', service: 'info' },
  { path: '/ext/admin', service: 'admin' },
  { path: '/ext/keystore', service: 'keystore' },
  { path: '/ext/health', service: 'health' },
  { path: '/ext/vm/avm', service: 'avmStatic' },
  { path: `/ext/vm/${AVM_VM_ID}`, service: 'avmStatic' },
];

/** Index names AvalancheGo serves at /ext/index/<name>: tx and vtx only exist for the X-chain (facts §6). */
export const INDEX_NAMES = ['X/tx', 'X/block', 'X/vtx', 'P/block', 'C/block'] as const;
export type IndexName = (typeof INDEX_NAMES)[number];
export type IndexChain = 'X' | 'P' | 'C';
export type IndexKind = 'tx' | 'block' | 'vtx';

/** The same index names as chain and kind. */
export const INDEX_ROUTES: readonly { chain: IndexChain; kind: IndexKind }[] = INDEX_NAMES.map((name) => {
  const [chain, kind] = name.split('/') as [IndexChain, IndexKind];
  return { chain, kind };
});

export function indexPath(name: IndexName): string {
  return `/ext/index/${name}`;
}

/**
 * Every path a chain's endpoints answer on, as the node registers them: under `/ext/bc/<id>` and
 * `/ext/bc/<alias>` for each alias, and, for the Primary Network chains, `/ext/<alias>` for each
 * genesis alias (genesis.Aliases makes those API aliases as well).
 */
export function chainEndpointPaths(
  kind: ChainKind,
  chainID: string,
  aliases: readonly string[] = kind === 'evmL1' ? [] : CHAIN_ALIASES[kind],
): { path: string; service: ServiceName }[] {
  const bases = [chainID, ...aliases].map((a) => `/ext/bc/${a}`);
  if (kind !== 'evmL1') bases.push(...CHAIN_ALIASES[kind].map((a) => `/ext/${a}`));
  return bases.flatMap((base) => CHAIN_ENDPOINTS[kind].map((e) => ({ path: base + e.suffix, service: e.service })));
}

/** Arguments that select an instance of a service. */
export interface PathArgs {
  /** Chain id or alias (avm, wallet: default 'X'; eth, avax: default 'C'; proposervm: default 'P'; index: X|P|C). */
  chain?: string;
  /** Index kind (index service only). */
  kind?: IndexKind;
}

/**
 * A service a path serves. `apiAlias` marks a path outside the table, which a node serves only if
 * admin.alias made it an API alias: what it serves is known from the method asked alone.
 */
export interface ServiceRoute {
  service: ServiceName;
  chain?: string;
  kind?: IndexKind;
}
/** What may follow an API alias: a chain endpoint's suffix, or an index kind under an alias of `index/<chain>`. */
export type AliasSuffix = ChainEndpoint['suffix'] | `/${IndexKind}`;
export type PathRoute = ServiceRoute | { apiAlias: string; suffix: AliasSuffix };

/** A chain id or alias as one path segment; never `.` or `..`, which a URL would resolve away. */
const CHAIN_SEGMENT = /^(?!\.\.?$)[A-Za-z0-9._-]{1,128}$/;
/** An API alias (admin.alias, at most 512 characters) as one path segment, likewise. */
const ALIAS_SEGMENT = /^(?!\.\.?$)[A-Za-z0-9._~-]{1,512}$/;

function checkChain(chain: string): string {
  if (!CHAIN_SEGMENT.test(chain)) throw new Error(`invalid chain segment: ${JSON.stringify(chain)}`);
  return chain;
}

function nodePath(service: ServiceName): string {
  const entry = NODE_ENDPOINTS.find((e) => e.service === service);
  if (!entry) throw new Error(`${service} is not a node endpoint`);
  return entry.path;
}

/** The node path of a service instance, e.g. pathFor('index', { chain: 'X', kind: 'tx' }) → '/ext/index/X/tx'. */
export function pathFor(service: ServiceName, args: PathArgs = {}): string {
  switch (service) {
    case 'avm':
      return `/ext/bc/${checkChain(args.chain ?? 'X')}`;
    case 'wallet':
      return `/ext/bc/${checkChain(args.chain ?? 'X')}/wallet`;
    case 'platform':
      return `/ext/bc/${CHAIN_ALIASES.P[0]}`;
    case 'eth':
      return `/ext/bc/${checkChain(args.chain ?? 'C')}/rpc`;
    case 'avax':
      return `/ext/bc/${checkChain(args.chain ?? 'C')}/avax`;
    case 'proposervm':
      return `/ext/bc/${checkChain(args.chain ?? 'P')}/proposervm`;
    case 'index': {
      const name = `${args.chain ?? '?'}/${args.kind ?? '?'}`;
      if (!(INDEX_NAMES as readonly string[]).includes(name)) {
        throw new Error(`no index at ${name} (valid: ${INDEX_NAMES.join(', ')})`);
      }
      return indexPath(name as IndexName);
    }
    default:
      return nodePath(service);
  }
}

/** Which Primary Network chain a genesis alias (or the P-chain's id) names. */
export function primaryChainOf(segment: string): PrimaryChain | undefined {
  if (segment === P_CHAIN_ID) return 'P';
  return (Object.keys(CHAIN_ALIASES) as PrimaryChain[]).find((c) =>
    (CHAIN_ALIASES[c] as readonly string[]).includes(segment),
  );
}

const SUFFIXES = new Set<string>(['wallet', 'rpc', 'avax', 'proposervm']);
const INDEX_KINDS = new Set<string>(INDEX_ROUTES.map((r) => r.kind));

/**
 * What a chain serves at `suffix`. A known chain answers from its table; any other segment (a
 * chain id or a chain alias from admin.aliasChain, which need the node to place) may be any chain
 * that serves that endpoint — at its bare path the method's namespace decides (avm or platform).
 */
function chainRoute(segment: string, suffix: ChainEndpoint['suffix']): ServiceRoute | null {
  const known = primaryChainOf(segment);
  const kinds: ChainKind[] = known ? [known] : ['X', 'P', 'C', 'evmL1'];
  const services = kinds.flatMap((k) => CHAIN_ENDPOINTS[k].filter((e) => e.suffix === suffix).map((e) => e.service));
  const first = services[0];
  if (first === undefined) return null;
  // An unplaced chain's bare path: reported as avm; resolveMethod lets platform methods through too.
  return { service: first, chain: segment };
}

/**
 * Which service a node path serves, or null for a path no node routes to a JSON-RPC service we
 * know. A single segment outside the table (`/ext/<x>`, and `/ext/<x>/wallet|rpc|avax`) may be an
 * API alias made by admin.alias, so it is accepted as `apiAlias`; the node answers 404 otherwise.
 */
export function serviceForPath(path: string): PathRoute | null {
  // Every proxied call asks this of its path, nearly always one of a few: answered from a small memo.
  const known = routeMemo.get(path);
  if (known !== undefined) return known;
  const route = routeOf(path);
  if (path.length > ROUTE_MEMO_KEY_MAX) return route;
  if (routeMemo.size >= ROUTE_MEMO_SIZE) routeMemo.clear();
  routeMemo.set(path, route && Object.freeze(route));
  return route;
}

// Paths come from callers: the memo is bounded in entries and key length, and starting over when
// full keeps that simple.
const ROUTE_MEMO_SIZE = 512;
const ROUTE_MEMO_KEY_MAX = 256;
const routeMemo = new Map<string, PathRoute | null>();

function routeOf(path: string): PathRoute | null {
  const node = NODE_ENDPOINTS.find((e) => e.path === path);
  if (node) return { service: node.service };
  if (!path.startsWith('/ext/')) return null;
  const parts = path.slice('/ext/'.length).split('/');
  const [first, second, third] = parts;
  if (first === undefined) return null;

  if (first === 'index') {
    const name = parts.slice(1).join('/');
    const route = INDEX_ROUTES.find((r) => `${r.chain}/${r.kind}` === name);
    return route ? { service: 'index', chain: route.chain, kind: route.kind } : null;
  }
  if (first === 'bc') {
    if (second === undefined || !CHAIN_SEGMENT.test(second) || parts.length > 3) return null;
    if (third !== undefined && !SUFFIXES.has(third)) return null;
    return chainRoute(second, third === undefined ? '' : (`/${third}` as ChainEndpoint['suffix']));
  }
  if (parts.length > 2 || (second !== undefined && !SUFFIXES.has(second) && !INDEX_KINDS.has(second))) return null;
  const suffix = second === undefined ? '' : (`/${second}` as AliasSuffix);
  const chain = primaryChainOf(first);
  // Genesis aliases are API aliases of their chain's path; the P-chain's id is not.
  if (chain && first !== P_CHAIN_ID) {
    const endpoint = CHAIN_ENDPOINTS[chain].find((e) => e.suffix === suffix);
    return endpoint ? { service: endpoint.service, chain: first } : null;
  }
  if (first === 'vm' || first === 'bc' || !ALIAS_SEGMENT.test(first)) return null;
  if (NODE_ENDPOINTS.some((e) => e.path === `/ext/${first}`)) return null;
  return { apiAlias: first, suffix };
}
