'use client';
// The other side of an address's atomic txs: under an export, the imports that spent its outputs (or
// "waiting"); under an import, the exports it spent. And the exports to the address still waiting
// in shared memory, with how long they have waited.
import { Amount } from '@/components/ui/amount';
import { IdText } from '@/components/ui/id-text';
import { TimeAgo } from '@/components/ui/time-ago';
import type { AssetMeta } from '@/lib/explorer/assets';
import { urls } from '@/lib/explorer/urls';
import type { AtomicOutputRow } from '@/lib/store/history/records';

const muted = 'text-xs text-slate-500 dark:text-slate-400';

/** The other side of one atomic tx of the history, in a line per tx it pairs with. */
export function AtomicSide({ txID, type, atomic }: { txID: string; type: string; atomic: AtomicOutputRow[] }) {
  if (type === 'ExportTx') {
    const mine = atomic.filter((a) => a.exportTx === txID);
    const imports = new Map(mine.flatMap((a) => (a.importTx && a.importChain ? [[a.importTx, a.importChain]] : [])));
    const waiting = mine.filter((a) => !a.importTx).length;
    return (
      <div className={muted} data-testid="atomic-side">
        {[...imports].map(([tx, chain]) => (
          <div key={tx}>
            → imported on {chain}: <IdText id={tx} href={urls.tx(chain, tx)} />
          </div>
        ))}
        {waiting > 0 && <div className="text-amber-700 dark:text-amber-400">→ waiting for import</div>}
      </div>
    );
  }
  if (type !== 'ImportTx') return null;
  const exports = new Map(
    atomic.flatMap((a) => (a.importTx === txID && a.exportTx && a.exportChain ? [[a.exportTx, a.exportChain]] : [])),
  );
  if (exports.size === 0) return null;
  return (
    <div className={muted} data-testid="atomic-side">
      {[...exports].map(([tx, chain]) => (
        <div key={tx}>
          ← exported from {chain}: <IdText id={tx} href={urls.tx(chain, tx)} />
        </div>
      ))}
    </div>
  );
}

/** Exports to the address still in the destination's shared memory. */
export function WaitingExports({ rows, assets }: { rows: AtomicOutputRow[]; assets: Record<string, AssetMeta> }) {
  if (rows.length === 0) return null;
  return (
    <div
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-800 dark:bg-amber-950"
      data-testid="waiting-exports"
    >
      <p className="font-medium">Waiting to be imported</p>
      <ul className="mt-1 space-y-1">
        {rows.map((r) => (
          <li
            key={`${r.exportTx}:${r.outIndex}`}
            className="flex flex-wrap items-center gap-x-2"
            data-testid="waiting-export"
          >
            {r.amount !== null && r.asset !== null && (
              <Amount value={BigInt(r.amount)} meta={assets[r.asset]} assetID={r.asset} />
            )}
            <span>
              from the {r.exportChain}-Chain to the {r.destChain}-Chain by
            </span>
            {r.exportTx && r.exportChain && <IdText id={r.exportTx} href={urls.tx(r.exportChain, r.exportTx)} />}
            {r.exportTimeMs !== null && (
              <span className={muted}>
                exported <TimeAgo ms={r.exportTimeMs} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
