import { formatAmount } from '@/lib/format/amount';
import { shortenId } from '@/lib/format/id';
import type { AssetMeta } from '@/lib/explorer/assets';

/** Text of an amount scaled by its asset's denomination, exactly; raw units when the asset is unknown. */
export function amountText(value: bigint, meta: AssetMeta | undefined, assetID?: string, withSymbol = true): string {
  if (!meta || !meta.known)
    return `${formatAmount(value, 0)}${withSymbol ? ` units of ${shortenId(assetID ?? meta?.id ?? '?')}` : ''}`;
  return formatAmount(value, meta.denomination, withSymbol ? { symbol: meta.symbol || meta.name } : {});
}

export function Amount({
  value,
  meta,
  assetID,
  symbol = true,
}: {
  value: bigint;
  meta: AssetMeta | undefined;
  assetID?: string;
  /** False when an asset link beside it names the asset. */
  symbol?: boolean;
}) {
  return (
    <span
      className="font-mono tabular-nums"
      title={`${value.toString()} smallest units`}
      data-amount={value.toString()}
    >
      {amountText(value, meta, assetID, symbol)}
    </span>
  );
}
