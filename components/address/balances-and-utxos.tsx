import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AssetMeta } from '@/lib/explorer/assets';
import type { Balances } from '@/lib/explorer/utxos';
import { urls } from '@/lib/explorer/urls';
import { Amount } from '../ui/amount';
import { formatCount } from '@/lib/format/amount';

export function BalanceList({ balances, assets }: { balances: Balances; assets: Record<string, AssetMeta> }) {
  const rows = Object.entries(balances.amounts);
  const others = Object.entries(balances.others);
  if (rows.length === 0 && others.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">No UTXOs: nothing held.</p>;
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="balances">
        {rows.map(([asset, v]) => (
          <li key={asset} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <Link href={urls.asset(asset)} className="text-brand-600 hover:underline dark:text-brand-500">
              {assets[asset]?.known ? assets[asset]!.name : `${asset.slice(0, 10)}…`}
            </Link>
            <span className="text-right">
              <Amount value={v} meta={assets[asset]} assetID={asset} />
              {balances.locked[asset] ? (
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  of which locked <Amount value={balances.locked[asset]!} meta={assets[asset]} assetID={asset} />
                </span>
              ) : null}
            </span>
          </li>
        ))}
        {others.map(([asset, n]) => (
          <li key={asset} className="flex justify-between py-2">
            <Link href={urls.asset(asset)} className="text-brand-600 hover:underline dark:text-brand-500">
              {assets[asset]?.known ? assets[asset]!.name : `${asset.slice(0, 10)}…`}
            </Link>
            <span>
              {n} non-fungible output{n === 1 ? '' : 's'}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Summed from {formatCount(balances.utxoCount)} UTXOs
        {balances.partial ? ' — the address has more; totals are at least these' : ''}.
      </p>
    </div>
  );
}

/** Next/first page links of a UTXO list; the cursor is the node's endIndex, kept in the URL. */
export function UtxoPager({
  base,
  param,
  after,
  next,
  children,
}: {
  base: string;
  param: string;
  after: string | undefined;
  next: string | null;
  /** Shown at the row's end (the list's CSV link). */
  children?: ReactNode;
}) {
  const cls =
    'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  const sep = base.includes('?') ? '&' : '?';
  return (
    <nav aria-label="UTXO pages" className="mt-3 flex gap-2">
      {after && (
        <Link href={base} className={cls}>
          First page
        </Link>
      )}
      {next && (
        <Link href={`${base}${sep}${param}=${encodeURIComponent(next)}`} className={cls} rel="next">
          Next page →
        </Link>
      )}
      {children}
    </nav>
  );
}
