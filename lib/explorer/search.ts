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
  | 'cAtomicTx'
  | 'cBlockHash';

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
  cAtomicTx: { label: 'C-Chain atomic transaction', url: (id) => urls.tx('C', id) },
  cBlockHash: { label: 'C-Chain block', url: (hash) => urls.block('C', hash) },
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
  if (/^0x[0-9a-fA-F]{40}$/.test(q)) return { kind: 'redirect', url: urls.address(q), label: 'C-Chain address' };
  if (/^0x[0-9a-fA-F]{64}$/.test(q)) return probing(q.toLowerCase(), 'cTx', 'cBlockHash');
  if (/^[XPC]-/.test(q)) {
    try {
      parseAddress(q);
    } catch {
      return { kind: 'unrecognized', reason: `“${q}” looks like a chain address but its bech32 is not valid.` };
    }
    // A C- address's page lists the atomic UTXOs waiting for it on the C-Chain.
    return { kind: 'redirect', url: urls.address(q), label: `${q[0]}-Chain address` };
  }
  if (isCb58Id(q)) return probing(q, 'xTx', 'xBlock', 'pTx', 'pBlock', 'cAtomicTx', 'asset', 'subnet', 'blockchain');
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
  return {
    kind: 'unrecognized',
    reason:
      'Search takes a transaction, block, asset, subnet or blockchain id (cb58), an X-/P-/C- address, a 0x address or hash, a block height or a NodeID-….',
  };
}

/** Runs one lookup; true when the node has it, false when it says it has not, throws when the node failed. */
export type ProbeRunner = (p: Probe, query: string) => Promise<boolean>;

export interface SearchResult {
  plan: SearchPlan;
  matches: Probe[];
  tried: Probe[];
  /** How the node failed a lookup, if one did: "nothing found" is then not the node's answer. */
  nodeFailure: NodeFailure | null;
}

export async function resolveSearch(input: string, run: ProbeRunner): Promise<SearchResult> {
  const plan = planSearch(input);
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
  return { plan, matches: plan.probes.filter((_, i) => hits[i]), tried: plan.probes, nodeFailure };
}
