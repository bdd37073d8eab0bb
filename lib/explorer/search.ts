// Universal search: what a typed string could be, and which lookups decide it. Pure planning
// here (unit-tested); the lookups run in resolveSearch with whatever client is given.
import { parseAddress } from '@/lib/codec';
import { isCb58Id, isNodeID } from '@/lib/schemas/text-formats';
import { nodeFailureOf, type NodeFailure } from './errors';
import { urls } from './urls';

type ProbeKind =
  | 'xTx'
  | 'xBlock'
  | 'pTx'
  | 'pBlock'
  | 'asset'
  | 'subnet'
  | 'blockchain'
  | 'xHeight'
  | 'pHeight'
  | 'cHeight'
  | 'cTx'
  | 'l1Tx'
  | 'cAtomicTx'
  | 'cBlockHash'
  | 'l1Validation'
  | 'token'
  | 'cAddress'
  | 'icmMessage';

export interface Probe {
  kind: ProbeKind;
  /** What it is, in words ("X-Chain transaction"). */
  label: string;
  url: string;
}

export type SearchPlan =
  | { kind: 'empty' }
  | { kind: 'redirect'; url: string; label: string }
  | { kind: 'probe'; probes: Probe[] }
  /** Words: an asset's or token's name or symbol. */
  | { kind: 'name'; text: string }
  | { kind: 'unrecognized'; reason: string };

/** Each lookup: what it finds, in words, and the page of what it finds for a query. */
const PROBES: Record<ProbeKind, { label: string; url: (q: string) => string }> = {
  xTx: { label: 'X-Chain transaction', url: (id) => urls.tx('X', id) },
  xBlock: { label: 'X-Chain block', url: (id) => urls.block('X', id) },
  pTx: { label: 'P-Chain transaction', url: (id) => urls.tx('P', id) },
  pBlock: { label: 'P-Chain block', url: (id) => urls.block('P', id) },
  asset: { label: 'X-Chain asset', url: urls.asset },
  subnet: { label: 'Subnet', url: urls.subnet },
  blockchain: { label: 'Blockchain', url: urls.blockchain },
  xHeight: { label: 'X-Chain block at this height', url: (h) => urls.block('X', BigInt(h)) },
  pHeight: { label: 'P-Chain block at this height', url: (h) => urls.block('P', BigInt(h)) },
  cHeight: { label: 'C-Chain block at this height', url: (h) => urls.block('C', BigInt(h)) },
  cTx: { label: 'C-Chain transaction', url: (hash) => urls.tx('C', hash) },
  // Which L1 chain has it only the answer tells: the runner gives that page's address.
  l1Tx: { label: 'L1 chain transaction', url: urls.search },
  cAtomicTx: { label: 'C-Chain atomic transaction', url: (id) => urls.tx('C', id) },
  cBlockHash: { label: 'C-Chain block', url: (hash) => urls.block('C', hash) },
  // Its page is its validator's on its L1: the runner gives that address once it knows the node.
  l1Validation: { label: 'L1 validation', url: urls.search },
  token: { label: 'Token contract', url: urls.token },
  cAddress: { label: 'C-Chain address', url: urls.address },
  icmMessage: { label: 'ICM message', url: urls.icmMessage },
};

/** The plan that looks `q` up as each of `kinds`, in that order. */
function probing(q: string, ...kinds: ProbeKind[]): SearchPlan {
  return {
    kind: 'probe',
    probes: kinds.map((kind) => ({ kind, label: PROBES[kind].label, url: PROBES[kind].url(q) })),
  };
}

export function planSearch(input: string): SearchPlan {
  const q = input.trim();
  if (!q) return { kind: 'empty' };
  if (/^\d{1,20}$/.test(q)) return probing(q, 'xHeight', 'pHeight', 'cHeight');
  if (isNodeID(q)) return { kind: 'redirect', url: urls.validator(q), label: 'Validator' };
  // A token's contract opens the token; any other account its address page.
  if (/^0x[0-9a-fA-F]{40}$/.test(q)) return probing(q, 'token', 'cAddress');
  if (/^0x[0-9a-fA-F]{64}$/.test(q)) return probing(q.toLowerCase(), 'cTx', 'cBlockHash', 'l1Tx', 'icmMessage');
  if (/^[XPC]-/.test(q)) {
    try {
      parseAddress(q);
    } catch {
      return { kind: 'unrecognized', reason: `“${q}” looks like a chain address but its bech32 is not valid.` };
    }
    // A C- address's page lists the atomic UTXOs waiting for it on the C-Chain.
    return { kind: 'redirect', url: urls.address(q), label: `${q[0]}-Chain address` };
  }
  if (isCb58Id(q))
    return probing(
      q,
      'xTx',
      'xBlock',
      'pTx',
      'pBlock',
      'cAtomicTx',
      'asset',
      'subnet',
      'blockchain',
      'l1Validation',
      'icmMessage',
    );
  // A bare bech32 address: the same key holds funds on both X and P.
  try {
    parseAddress(q);
    if (!q.includes('-')) {
      return {
        kind: 'probe',
        probes: [
          { kind: 'xTx', label: 'X-Chain address', url: urls.address(`X-${q}`) },
          { kind: 'pTx', label: 'P-Chain address', url: urls.address(`P-${q}`) },
        ],
      };
    }
  } catch {
    // not an address
  }
  // Words (a name or symbol): letters, digits, spaces and a little punctuation, as names are written.
  if (q.length <= 64 && /^[\p{L}\p{N}][\p{L}\p{N} .\-_$%&'+]*$/u.test(q)) return { kind: 'name', text: q };
  return {
    kind: 'unrecognized',
    reason:
      'Search takes a transaction, block, asset, subnet, blockchain or validation id (cb58), an X-/P-/C- address, a 0x address or hash, a block height, a NodeID-…, or an asset’s or token’s name or symbol.',
  };
}

/**
 * Runs one lookup; true when the node has it (or the address of its page, when only the answer tells),
 * false when it says it has not, throws when the node failed.
 */
export type ProbeRunner = (p: Probe, query: string) => Promise<boolean | string>;

/** An asset or token found by its name or symbol. */
export interface NameMatch {
  kind: 'asset' | 'token';
  name: string | null;
  symbol: string | null;
  /** The asset id or the token contract's address. */
  id: string;
  url: string;
}

/** Assets and tokens whose name or symbol is `text` (or starts with it, for tokens). */
export type NameFinder = (text: string) => Promise<NameMatch[]>;

export interface SearchResult {
  plan: SearchPlan;
  matches: Probe[];
  tried: Probe[];
  /** How the node failed a lookup, if one did: "nothing found" is then not the node's answer. */
  nodeFailure: NodeFailure | null;
  /** What a name or symbol found. */
  names?: NameMatch[];
}

export async function resolveSearch(input: string, run: ProbeRunner, findNames?: NameFinder): Promise<SearchResult> {
  const plan = planSearch(input);
  if (plan.kind === 'name' && findNames) {
    try {
      const names = await findNames(plan.text);
      const matches = names.map((n) => ({
        kind: n.kind,
        label: `${n.kind === 'asset' ? 'X-Chain asset' : 'Token'} ${[n.symbol, n.name].filter(Boolean).join(' · ')}`,
        url: n.url,
      }));
      return { plan, matches, tried: [], nodeFailure: null, names };
    } catch (err) {
      return { plan, matches: [], tried: [], nodeFailure: nodeFailureOf(err) };
    }
  }
  if (plan.kind !== 'probe') return { plan, matches: [], tried: [], nodeFailure: null };
  // Bare bech32 addresses need no lookup: both chains' pages exist for any valid address.
  if (plan.probes.every((p) => p.label.endsWith('address')))
    return { plan, matches: plan.probes, tried: plan.probes, nodeFailure: null };
  let nodeFailure: NodeFailure | null = null;
  const hits = await Promise.all(
    plan.probes.map((p) =>
      run(p, input.trim()).catch((err: unknown) => {
        // Another kind of error, or a 404 for a path this node does not serve (a chain it does not
        // run), only means this probe found nothing.
        const failure = nodeFailureOf(err);
        if (failure && !(failure.kind === 'http' && failure.status === 404)) nodeFailure ??= failure;
        return false;
      }),
    ),
  );
  let matches = plan.probes.flatMap((p, i) => {
    const hit = hits[i];
    return typeof hit === 'string' ? [{ ...p, url: hit }] : hit ? [p] : [];
  });
  // A CreateAssetTx's id is its asset's id too: the person wants the tx, whose page links the asset.
  if (matches.some((m) => m.kind === 'xTx')) matches = matches.filter((m) => m.kind !== 'asset');
  // A token contract is an account too: its token page is what a person means.
  if (matches.some((m) => m.kind === 'token')) matches = matches.filter((m) => m.kind !== 'cAddress');
  return { plan, matches, tried: plan.probes, nodeFailure };
}
