import type { OutputView } from '@/lib/decode/model';

/** What kind of asset a CreateAssetTx made, from the outputs of its initial state. */
export function assetKind(initial: readonly OutputView[]): string {
  const kinds = new Set(initial.map((o) => o.kind));
  if ([...kinds].some((k) => k.startsWith('nftfx.'))) return 'Non-fungible (NFT family)';
  if ([...kinds].some((k) => k.startsWith('propertyfx.'))) return 'Property';
  if (kinds.has('secp256k1fx.MintOutput')) return 'Fungible, variable cap (mintable)';
  if (kinds.has('secp256k1fx.TransferOutput')) return 'Fungible, fixed cap';
  return 'Unknown';
}

/** Supply fixed at creation: the fungible initial outputs' sum (meaningful for fixed-cap assets). */
export function initialSupply(initial: readonly OutputView[]): bigint {
  return initial.reduce((s, o) => s + (o.amount ?? 0n), 0n);
}
