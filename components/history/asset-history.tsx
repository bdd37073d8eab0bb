'use client';
// An asset's top holders (balances in its denomination, summing to what the history holds of it) and
// its transactions newest first, cursor in the URL (?txs_before).
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Amount } from '@/components/ui/amount';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { isPrimaryChain } from './chain-label';
import { FollowOff } from './follow-off';
import { useAssetHistory } from './history-api';
import { IndexedNote } from './indexed-note';

/** A holder key as a link: an address of the chain it holds on, or an owner set (`2/3:a,b,c`) as text. */
function Holder({ holder, chain }: { holder: string; chain: 'X' | 'P' | 'C' }) {
  if (holder.startsWith('0x')) return <IdText id={holder} href={urls.address(holder)} />;
  if (holder.includes(':')) return <span className="font-mono text-xs">{holder}</span>;
  const addr = `${chain}-${holder}`;
  return <IdText id={addr} href={urls.address(addr)} />;
}

export function AssetHistory({ asset }: { asset: string }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const before = params.get('txs_before') ?? undefined;
  const q = useAssetHistory(asset, before);
  const data = q.data;
  if (q.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!data && q.error)
    return (
      <ErrorState title="The asset's history did not load." detail={q.error.message} onRetry={() => void q.refetch()} />
    );
  if (!data) return null;
  if (!data.following) return <FollowOff />;
  const meta = data.assets[asset];
  return (
    <div className="space-y-4">
      <IndexedNote chains={data.chains} />
      <section>
        <h3 className="mb-1 text-sm font-medium">
          Top holders ({data.holderCount}), holding{' '}
          <span data-testid="asset-holders-total" data-amount={data.total}>
            <Amount value={BigInt(data.total)} meta={meta} assetID={asset} />
          </span>{' '}
          in all
        </h3>
        {data.holders.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No holders indexed.</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="asset-holders">
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.holders.map((h) => (
                <tr key={`${h.chain}:${h.holder}`} data-testid="holder-row" data-amount={h.amount}>
                  <td className="px-2 py-1">
                    <Holder holder={h.holder} chain={isPrimaryChain(h.chain) ? h.chain : 'C'} />
                  </td>
                  <td className="px-2 py-1">{h.chain}</td>
                  <td className="px-2 py-1 text-right">
                    <Amount value={BigInt(h.amount)} meta={meta} assetID={asset} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section>
        <h3 className="mb-1 text-sm font-medium">Transactions</h3>
        {data.txs.length === 0 ? (
          <EmptyState title={before ? 'No older transactions.' : 'No transactions indexed for this asset.'} />
        ) : (
          <table className="w-full text-left text-sm" data-testid="asset-txs">
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.txs.map((t) => (
                <tr key={`${t.chain}:${t.txID}`} data-testid="asset-tx-row">
                  <td className="px-2 py-1">
                    <IdText id={t.txID} href={isPrimaryChain(t.chain) ? urls.tx(t.chain, t.txID) : undefined} />
                  </td>
                  <td className="px-2 py-1">{t.chain}</td>
                  <td className="px-2 py-1">{t.type}</td>
                  <td className="px-2 py-1">
                    <TimeAgo ms={t.timeMs} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="mt-2 flex gap-2 text-sm">
          {before && (
            <Link href={pathname} className="hover:underline">
              ← Newest
            </Link>
          )}
          {data.next && (
            <Link href={`${pathname}?txs_before=${data.next}`} className="ml-auto hover:underline">
              Older →
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
