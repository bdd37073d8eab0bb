// How long one answer may be kept, from its method's registry policy (lib/registry/define.ts):
// - immutable: kept once it is found and settled (a mined tx, a final status, a full range); a read
//   at a height only at or below the chain's last accepted height, else it is live; unsettled: never;
// - static and live: kept for their windows; never: not kept.
import type { AnyMethodDef, TipMethod } from '@/lib/registry';
import { found } from '@/lib/registry/cache-rules';
import type { Retention } from './answer-cache';

/** The chain's last accepted height on `path`, read with `tip` through the cache; undefined when unknown. */
export type TipReader = (path: string, tip: TipMethod) => Promise<bigint | undefined>;

export async function retentionOf(
  def: AnyMethodDef,
  path: string,
  paramsJson: string,
  result: unknown,
  tipOf: TipReader,
): Promise<Retention | 'none'> {
  switch (def.cache) {
    case 'never':
      return 'none';
    case 'static':
      return 'static';
    case 'live':
      return 'live';
    case 'immutable': {
      if (!found(result)) return 'none';
      const params = JSON.parse(paramsJson) as unknown;
      if (def.settled && !def.settled(result, params)) return 'none';
      if (!def.atHeight) return 'immutable';
      const height = def.atHeight.height(params);
      // A wallet reads its next nonce at 'pending': an answer a second old may already be wrong.
      if (height === 'pending') return 'none';
      if (height === undefined) return 'live'; // a tag: 'latest', 'pending', …
      const tip = await tipOf(path, def.atHeight.tip);
      return tip !== undefined && height <= tip ? 'immutable' : 'live';
    }
  }
}

/** The height a tip method answered: `0x1a` (eth_blockNumber) or `{ height: "26" }` (platform.getHeight). */
export function tipHeight(tip: TipMethod, json: string): bigint | undefined {
  try {
    const value = JSON.parse(json) as unknown;
    const raw = tip === 'eth_blockNumber' ? value : (value as { height?: unknown } | null)?.height;
    if (typeof raw === 'string' && /^(0x[0-9a-fA-F]{1,16}|\d{1,20})$/.test(raw)) return BigInt(raw);
    if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return BigInt(raw);
    return undefined;
  } catch {
    return undefined;
  }
}
