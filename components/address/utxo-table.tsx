import Link from 'next/link';
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
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid={testId}>
        <thead className="text-xs uppercase text-slate-500 dark:text-slate-400">
          <tr>
            <th className="py-2 pr-3">UTXO</th>
            <th className="py-2 pr-3">Amount</th>
            <th className="py-2 pr-3">Kind</th>
            <th className="py-2">Lock</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {utxos.map((u) => {
            const o = u.output;
            const lock = o.stakeableLocktime ?? o.owners.locktime;
            return (
              <tr key={u.utxoID} data-testid="utxo-row" data-utxo={u.utxoID}>
                <td className="py-2 pr-3">
                  <span className="text-xs text-slate-500 dark:text-slate-400">#{u.outputIndex} of </span>
                  {producer ? (
                    <IdText id={u.txID} href={urls.output(producer, u.txID, u.outputIndex)} />
                  ) : (
                    <IdText id={u.txID} />
                  )}
                </td>
                <td className="py-2 pr-3">
                  {o.amount !== null ? (
                    <Amount value={o.amount} meta={assets[o.assetID]} assetID={o.assetID} />
                  ) : (
                    <Link href={urls.asset(o.assetID)} className="text-brand-600 hover:underline dark:text-brand-500">
                      {assets[o.assetID]?.symbol || o.assetID.slice(0, 8) + '…'}
                    </Link>
                  )}
                </td>
                <td className="py-2 pr-3 text-xs">
                  {o.kind.replace(/^.*\./, '')}
                  {o.groupID !== undefined && ` · group ${o.groupID}`}
                  {o.owners.threshold > 1 && ` · ${o.owners.threshold} of ${o.owners.addresses.length}`}
                </td>
                <td className="py-2 text-xs">
                  {lock > 0n ? `until ${absoluteTime(Number(lock) * 1000)}` : 'unlocked'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
