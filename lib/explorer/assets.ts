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

function unknownAsset(id: string): AssetMeta {
  return { id, name: 'Unknown asset', symbol: '', denomination: 0, known: false };
}

/** Most assets one page describes: a page of 1024 UTXOs could otherwise ask the node 1024 times. */
export const MAX_DESCRIBED_ASSETS = 64;
// Descriptions asked of the node at once.
const DESCRIBE_CONCURRENCY = 8;

/**
 * Describes each asset once, the first MAX_DESCRIBED_ASSETS of them; an asset the node cannot
 * describe, or past the bound, becomes an "unknown" meta (raw units), not an error.
 */
export async function describeAssets(
  ids: readonly string[],
  describe: AssetDescriber,
): Promise<Record<string, AssetMeta>> {
  const unique = [...new Set(ids)];
  const out: Record<string, AssetMeta> = {};
  for (const id of unique.slice(MAX_DESCRIBED_ASSETS)) out[id] = unknownAsset(id);
  const queue = unique.slice(0, MAX_DESCRIBED_ASSETS);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        const d = await describe(id);
        out[id] = { id, name: d.name, symbol: d.symbol, denomination: d.denomination, known: true };
      } catch {
        out[id] = unknownAsset(id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DESCRIBE_CONCURRENCY, queue.length) }, worker));
  return out;
}
