// Which instance of a service a console call goes to: a chain for the chain APIs, an index for the
// index API, nothing for the node's own endpoints. The node path comes from the registry's table.
// From the registry's path table, not its barrel: the console's light half (the method list, the arrival)
// reads share links without the registry's schemas.
import type { ServiceName } from '@/lib/registry/define';
import { INDEX_NAMES, pathFor, type IndexChain, type IndexKind, type IndexName } from '@/lib/registry/paths';

export type TargetKind = 'chain' | 'index' | 'none';

export interface ConsoleTarget {
  /** Chain id or alias (avm, wallet, eth, avax, proposervm). */
  chain?: string;
  /** Index name such as `X/tx` (index). */
  index?: IndexName;
}

export function targetKindOf(service: ServiceName): TargetKind {
  if (service === 'index') return 'index';
  return service === 'avm' ||
    service === 'wallet' ||
    service === 'eth' ||
    service === 'avax' ||
    service === 'proposervm'
    ? 'chain'
    : 'none';
}

/** The chain a service's calls go to unless another is named. */
function defaultChainOf(service: ServiceName): string | undefined {
  if (service === 'avm' || service === 'wallet') return 'X';
  if (service === 'eth' || service === 'avax') return 'C';
  if (service === 'proposervm') return 'P';
  return undefined;
}

export function defaultTargetOf(service: ServiceName): ConsoleTarget {
  const kind = targetKindOf(service);
  if (kind === 'index') return { index: 'X/tx' };
  return kind === 'chain' ? { chain: defaultChainOf(service) } : {};
}

export function isIndexName(s: string): s is IndexName {
  return (INDEX_NAMES as readonly string[]).includes(s);
}

/** The node path of a call; throws with a reason for a chain that cannot be a path segment. */
export function nodePathOf(service: ServiceName, target: ConsoleTarget): string {
  if (service === 'index') {
    const [chain, kind] = (target.index ?? 'X/tx').split('/') as [IndexChain, IndexKind];
    return pathFor('index', { chain, kind });
  }
  const chain = target.chain?.trim() || defaultChainOf(service);
  return pathFor(service, chain ? { chain } : {});
}
