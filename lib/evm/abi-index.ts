// The known and signature ABIs indexed by selector (functions, errors) and topic (events), built once.
import { toEventSelector, toFunctionSelector, type Abi, type AbiEvent, type AbiFunction } from 'viem';
import { KNOWN_ABIS, SIGNATURE_ABIS, type KnownAbi } from './known-abis';
import { signatureOf } from './values';

type AbiError = Extract<Abi[number], { type: 'error' }>;

export interface Indexed<T> {
  source: KnownAbi;
  /** From a known ABI (true) or from the signature table (false). */
  known: boolean;
  item: T;
}

interface AbiIndex {
  functions: Map<string, Indexed<AbiFunction>[]>;
  events: Map<string, Indexed<AbiEvent>[]>;
  errors: Map<string, Indexed<AbiError>[]>;
}

let index: AbiIndex | null = null;

function push<T>(m: Map<string, Indexed<T>[]>, key: string, v: Indexed<T>) {
  const list = m.get(key);
  if (list) list.push(v);
  else m.set(key, [v]);
}

function build(): AbiIndex {
  const out: AbiIndex = { functions: new Map(), events: new Map(), errors: new Map() };
  const all = [...KNOWN_ABIS.map((s) => ({ s, known: true })), ...SIGNATURE_ABIS.map((s) => ({ s, known: false }))];
  for (const { s, known } of all) {
    for (const item of s.abi) {
      if (item.type === 'function') push(out.functions, toFunctionSelector(item), { source: s, known, item });
      else if (item.type === 'event') push(out.events, toEventSelector(item), { source: s, known, item });
      else if (item.type === 'error')
        push(out.errors, toFunctionSelector(signatureOf(item)), { source: s, known, item });
    }
  }
  return out;
}

export function abiIndex(): AbiIndex {
  index ??= build();
  return index;
}

/** Candidates for one key: those bound to `address` or to none, the hinted ABI's first. */
export function candidates<T>(
  list: Indexed<T>[] | undefined,
  address: string | null | undefined,
  prefer?: string | null,
): Indexed<T>[] {
  if (!list) return [];
  const a = address?.toLowerCase();
  const fit = list.filter((c) => !c.source.address || c.source.address === a);
  const rank = (c: Indexed<T>) => (c.known ? 0 : 2) + (prefer && c.source.standard === prefer ? 0 : 1);
  return fit.sort((x, y) => rank(x) - rank(y));
}
