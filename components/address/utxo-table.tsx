import Link from 'next/link';
import { DataTable, type Column } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import type { UtxoView } from '@/lib/decode/model';
import type { AssetMeta } from '@/lib/explorer/assets';
import { urls } from '@/lib/explorer/urls';
import { absoluteTime } from '@/lib/format/time';
import { Amount } from '../ui/amount';

/** Decoded UTXOs: where each came from (linked to its producing output), what it holds, its lock. */
export function UtxoTable({
  utxos,
  assets,
  producer,
  testId = 'utxo-table',
}: {
  utxos: UtxoView[];
  assets: Record<string, AssetMeta>;
  /** Chain whose tx produced them (X, P, or C for an atomic ExportTx), or null when Snowline shows no tx page for it. */
  producer: 'X' | 'P' | 'C' | null;
  testId?: string;
}) {
  const columns: Column<UtxoView>[] = [
    {
      head: 'UTXO',
      cell: (u) => (
        <>
          <span className="text-xs text-slate-500 dark:text-slate-400">#{u.outputIndex} of </span>
          {producer ? (
            <IdText id={u.txID} href={urls.output(producer, u.txID, u.outputIndex)} />
          ) : (
            <IdText id={u.txID} />
          )}
        </>
      ),
    },
    {
      head: 'Amount',
      cell: ({ output: o }) =>
        o.amount !== null ? (
          <Amount value={o.amount} meta={assets[o.assetID]} assetID={o.assetID} />
        ) : (
          <Link href={urls.asset(o.assetID)} className="text-brand-600 hover:underline dark:text-brand-500">
            {assets[o.assetID]?.symbol || o.assetID.slice(0, 8) + '…'}
          </Link>
        ),
    },
    {
      head: 'Kind',
      className: 'text-xs',
      cell: ({ output: o }) => (
        <>
          {o.kind.replace(/^.*\./, '')}
          {o.groupID !== undefined && ` · group ${o.groupID}`}
          {o.owners.threshold > 1 && ` · ${o.owners.threshold} of ${o.owners.addresses.length}`}
        </>
      ),
    },
    {
      head: 'Lock',
      className: 'text-xs',
      cell: ({ output: o }) => {
        const lock = o.stakeableLocktime ?? o.owners.locktime;
        return lock > 0n ? `until ${absoluteTime(Number(lock) * 1000)}` : 'unlocked';
      },
    },
  ];
  return (
    <DataTable
      rows={utxos}
      columns={columns}
      row={(u) => ({ key: u.utxoID, 'data-testid': 'utxo-row', 'data-utxo': u.utxoID })}
      testId={testId}
      minWidth="min-w-[36rem]"
      density="roomy"
    />
  );
}
