'use client';
// An address's transactions from Snowline's history, newest first. The page cursor and the filters
// live in the URL (?txs_before, ?chain, ?asset, ?type), so a page survives a reload and can be shared;
// the same filters export as CSV.
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Amount } from '@/components/ui/amount';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { chainLabel, isPrimaryChain, L1_NATIVE } from './chain-label';
import { FollowOff } from './follow-off';
import { addressCsvUrl, useAddressHistory, type AddressFilter } from './history-api';
import { IndexedNote } from './indexed-note';

const TYPES = [
  'BaseTx',
  'CreateAssetTx',
  'OperationTx',
  'ImportTx',
  'ExportTx',
  'AddPermissionlessValidatorTx',
  'AddPermissionlessDelegatorTx',
  'AddValidatorTx',
  'AddDelegatorTx',
  'RewardValidatorTx',
  'Transfer',
  'ContractCall',
  'ContractCreation',
];

export function AddressHistory({ address, chains }: { address: string; chains: readonly ('X' | 'P' | 'C')[] }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const filter: AddressFilter = {
    chain: params.get('chain') ?? undefined,
    asset: params.get('asset') ?? undefined,
    type: params.get('type') ?? undefined,
    before: params.get('txs_before') ?? undefined,
  };
  const q = useAddressHistory(address, filter);
  const hrefWith = (change: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(change)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    const s = p.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  // A new filter starts again at the newest tx.
  const setFilter = (k: 'chain' | 'asset' | 'type', v: string) =>
    router.replace(hrefWith({ [k]: v || undefined, txs_before: undefined }), { scroll: false });

  const data = q.data;
  if (q.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!data && q.error)
    return <ErrorState title="The history did not load." detail={q.error.message} onRetry={() => void q.refetch()} />;
  if (!data) return null;
  if (!data.following) return <FollowOff />;
  const assetIDs = [...new Set(data.balances.map((b) => b.asset))];
  const select =
    'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';
  return (
    <div className="space-y-3" data-testid="address-history">
      <IndexedNote chains={data.chains} only={chains} />
      {data.summary && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="history-summary">
          {data.summary.txs} transactions, first <TimeAgo ms={data.summary.firstMs} />, last{' '}
          <TimeAgo ms={data.summary.lastMs} />.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm">
          Chain{' '}
          <select
            className={select}
            value={filter.chain ?? ''}
            onChange={(e) => setFilter('chain', e.target.value)}
            data-testid="filter-chain"
          >
            <option value="">All</option>
            {/* An EVM account's page also lists the L1 EVM chains the follower indexes. */}
            {[
              'X',
              'P',
              'C',
              ...(chains.includes('C') ? data.chains.map((c) => c.chain).filter((c) => !isPrimaryChain(c)) : []),
            ].map((c) => (
              <option key={c} value={c}>
                {chainLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Asset{' '}
          <select
            className={select}
            value={filter.asset ?? ''}
            onChange={(e) => setFilter('asset', e.target.value)}
            data-testid="filter-asset"
          >
            <option value="">All</option>
            {[...new Set([...assetIDs, ...(filter.asset ? [filter.asset] : [])])].map((a) => (
              <option key={a} value={a}>
                {data.assets[a]?.known ? data.assets[a]!.symbol || data.assets[a]!.name : a.slice(0, 10)}
                {a === 'evm' ? ' (C-Chain)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Type{' '}
          <select
            className={select}
            value={filter.type ?? ''}
            onChange={(e) => setFilter('type', e.target.value)}
            data-testid="filter-type"
          >
            <option value="">All</option>
            {[...new Set([...TYPES, ...(filter.type ? [filter.type] : [])])].map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <a
          href={addressCsvUrl(address, filter)}
          className="ml-auto rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          data-testid="history-csv"
          download
        >
          Export CSV
        </a>
      </div>
      {data.rows.length === 0 ? (
        <EmptyState title={filter.before ? 'No older transactions.' : 'No transactions indexed for this address.'}>
          {filter.chain || filter.asset || filter.type ? 'Try clearing the filters.' : null}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="history-table">
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800">
              <tr>
                <th className="px-2 py-2">Transaction</th>
                <th className="px-2 py-2">Chain</th>
                <th className="px-2 py-2">Type</th>
                <th className="px-2 py-2">Block</th>
                <th className="px-2 py-2">Time</th>
                <th className="px-2 py-2">Change</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.rows.map((r) => (
                <tr key={`${r.chain}:${r.txID}`} data-testid="history-row" data-tx={r.txID}>
                  <td className="px-2 py-1.5">
                    <IdText id={r.txID} href={isPrimaryChain(r.chain) ? urls.tx(r.chain, r.txID) : undefined} />
                  </td>
                  <td className="px-2 py-1.5" data-testid="history-row-chain">
                    {isPrimaryChain(r.chain) ? (
                      r.chain
                    ) : (
                      <Link href={urls.blockchain(r.chain)} className="hover:underline" title={r.chain}>
                        {chainLabel(r.chain)}
                      </Link>
                    )}
                  </td>
                  <td className="px-2 py-1.5">{r.type}</td>
                  <td className="px-2 py-1.5 font-mono tabular-nums">
                    {isPrimaryChain(r.chain) ? (
                      <Link href={urls.block(r.chain, BigInt(r.height))} className="hover:underline">
                        {r.height}
                      </Link>
                    ) : (
                      r.height
                    )}
                  </td>
                  <td className="px-2 py-1.5">
                    <TimeAgo ms={r.timeMs} />
                  </td>
                  <td className="px-2 py-1.5">
                    {(r.deltas ?? []).map((d) => (
                      <div key={d.asset} className={d.amount.startsWith('-') ? 'text-red-700 dark:text-red-400' : ''}>
                        <Amount
                          value={BigInt(d.amount)}
                          meta={d.asset === 'evm' && !isPrimaryChain(r.chain) ? L1_NATIVE : data.assets[d.asset]}
                          assetID={d.asset}
                        />
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex gap-2 text-sm">
        {filter.before && (
          <Link href={hrefWith({ txs_before: undefined })} className="hover:underline" data-testid="history-newest">
            ← Newest
          </Link>
        )}
        {data.next && (
          <Link
            href={hrefWith({ txs_before: data.next })}
            scroll={false}
            className="ml-auto hover:underline"
            data-testid="history-older"
          >
            Older →
          </Link>
        )}
      </div>
    </div>
  );
}
