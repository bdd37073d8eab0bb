// Asset names, symbols and denominations, so every amount is scaled and labelled exactly.
// An asset's description never changes once it exists: the node call path keeps them.

export interface AssetMeta {
  id: string;
  name: string;
  symbol: string;
  denomination: number;
  /** False when the node could not describe it: the amount is then shown in raw units. */
  known: boolean;
}

export type AssetDescriber = (assetID: string) => Promise<{ name: string; symbol: string; denomination: number }>;

export function unknownAsset(id: string): AssetMeta {
  return { id, name: 'Unknown asset', symbol: '', denomination: 0, known: false };
}

/** Describes each asset once; an asset the node cannot describe becomes an "unknown" meta, not an error. */
export async function describeAssets(
  ids: readonly string[],
  describe: AssetDescriber,
): Promise<Record<string, AssetMeta>> {
  const out: Record<string, AssetMeta> = {};
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        const d = await describe(id);
        out[id] = { id, name: d.name, symbol: d.symbol, denomination: d.denomination, known: true };
      } catch {
        out[id] = unknownAsset(id);
      }
    }),
  );
  return out;
}
