// Where each service lives on a node, in one place (facts §1, §3 chain aliases, §6 index paths).
import type { ServiceName } from './define';

export type IndexChain = 'X' | 'P' | 'C';
export type IndexKind = 'tx' | 'block' | 'vtx';

/** Index paths AvalancheGo serves: tx and vtx only exist for the X-chain (facts §6). */
export const INDEX_ROUTES: readonly { chain: IndexChain; kind: IndexKind }[] = [
  { chain: 'X', kind: 'tx' },
  { chain: 'X', kind: 'block' },
  { chain: 'X', kind: 'vtx' },
  { chain: 'P', kind: 'block' },
  { chain: 'C', kind: 'block' },
];

/** P-chain's blockchain id is all zeros on every network. */
export const P_CHAIN_ID = '11111111111111111111111111111111LpoYY';
/** The avm VM id, served under /ext/vm/<vmID> as well as /ext/vm/avm. */
export const AVM_VM_ID = 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq';

const P_ALIASES = new Set(['P', 'platform', P_CHAIN_ID]);
const C_ALIASES = new Set(['C', 'evm']);
const X_ALIASES = new Set(['X', 'avm']);

/** Arguments that select an instance of a service. */
export interface PathArgs {
  /** Chain id or alias (avm, wallet: default 'X'; eth, avax: default 'C'; index: X|P|C). */
  chain?: string;
  /** Index kind (index service only). */
  kind?: IndexKind;
}

export interface ServiceRoute {
  service: ServiceName;
  chain?: string;
  kind?: IndexKind;
}

const CHAIN_SEGMENT = /^[A-Za-z0-9._-]{1,128}$/;

function checkChain(chain: string): string {
  if (!CHAIN_SEGMENT.test(chain)) throw new Error(`invalid chain segment: ${JSON.stringify(chain)}`);
  return chain;
}

/** The node path of a service instance, e.g. pathFor('index', { chain: 'X', kind: 'tx' }) → '/ext/index/X/tx'. */
export function pathFor(service: ServiceName, args: PathArgs = {}): string {
  switch (service) {
    case 'avm':
      return `/ext/bc/${checkChain(args.chain ?? 'X')}`;
    case 'avmStatic':
      return '/ext/vm/avm';
    case 'wallet':
      return `/ext/bc/${checkChain(args.chain ?? 'X')}/wallet`;
    case 'platform':
      return '/ext/bc/P';
    case 'info':
      return '/ext/info';
    case 'admin':
      return '/ext/admin';
    case 'keystore':
      return '/ext/keystore';
    case 'health':
      return '/ext/health';
    case 'eth':
      return `/ext/bc/${checkChain(args.chain ?? 'C')}/rpc`;
    case 'avax':
      return `/ext/bc/${checkChain(args.chain ?? 'C')}/avax`;
    case 'index': {
      const { chain, kind } = args;
      if (!INDEX_ROUTES.some((r) => r.chain === chain && r.kind === kind)) {
        throw new Error(`no index at ${chain ?? '?'}/${kind ?? '?'} (valid: X/tx, X/block, X/vtx, P/block, C/block)`);
      }
      return `/ext/index/${chain}/${kind}`;
    }
  }
}

function isPChain(chain: string): boolean {
  return P_ALIASES.has(chain);
}

/**
 * Which service a node path serves, or null for a path the node does not route to a JSON-RPC
 * service we know. `/ext/bc/<chain>` is the avm unless the chain is the P-chain; the C-chain has
 * no service at its bare path.
 */
export function serviceForPath(nodePath: string): ServiceRoute | null {
  if (!nodePath.startsWith('/ext/')) return null;
  const parts = nodePath.slice('/ext/'.length).split('/');
  const [first, second, third] = parts;

  switch (parts.length) {
    case 1:
      if (first === 'info') return { service: 'info' };
      if (first === 'admin') return { service: 'admin' };
      if (first === 'keystore') return { service: 'keystore' };
      if (first === 'health') return { service: 'health' };
      // Chain aliases are also registered directly under /ext (facts §3): /ext/X, /ext/avm, /ext/P.
      if (first !== undefined && (X_ALIASES.has(first) || P_ALIASES.has(first))) return chainRoute(first);
      return null;
    case 2:
      if (first === 'vm' && (second === 'avm' || second === AVM_VM_ID)) return { service: 'avmStatic' };
      if (first === 'bc' && second !== undefined && CHAIN_SEGMENT.test(second)) return chainRoute(second);
      if (second === 'wallet' && first !== undefined && X_ALIASES.has(first))
        return { service: 'wallet', chain: first };
      if (second === 'rpc' && first !== undefined && C_ALIASES.has(first)) return { service: 'eth', chain: first };
      if (second === 'avax' && first !== undefined && C_ALIASES.has(first)) return { service: 'avax', chain: first };
      return null;
    case 3:
      if (first === 'index') {
        const route = INDEX_ROUTES.find((r) => r.chain === second && r.kind === third);
        return route ? { service: 'index', chain: route.chain, kind: route.kind } : null;
      }
      if (first === 'bc' && second !== undefined && CHAIN_SEGMENT.test(second)) {
        if (third === 'wallet' && !isPChain(second) && !C_ALIASES.has(second))
          return { service: 'wallet', chain: second };
        if (third === 'rpc' && !isPChain(second) && !X_ALIASES.has(second)) return { service: 'eth', chain: second };
        // coreth's atomic API; a cb58 id may name the C-chain (or a subnet-evm chain, which has none: the node answers 404).
        if (third === 'avax' && !isPChain(second) && !X_ALIASES.has(second)) return { service: 'avax', chain: second };
      }
      return null;
    default:
      return null;
  }
}

function chainRoute(chain: string): ServiceRoute | null {
  if (C_ALIASES.has(chain)) return null;
  return isPChain(chain) ? { service: 'platform', chain } : { service: 'avm', chain };
}
