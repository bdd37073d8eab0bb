import type { AssetMeta } from '@/lib/explorer/assets';
import { urls } from '@/lib/explorer/urls';
import type { UtxoPage } from '@/lib/explorer/utxos';
import { Card } from '../ui/card';
import { UtxoPager } from './balances-and-utxos';
import { UtxoTable } from './utxo-table';

type Assets = Record<string, AssetMeta>;

const muted = 'text-sm text-slate-500 dark:text-slate-400';

/** An X or P address's own UTXOs, one page at a time. */
export function AddressUtxosCard(p: {
  chain: 'X' | 'P';
  address: string;
  page: UtxoPage;
  after: string | undefined;
  assets: Assets;
}) {
  return (
    <Card title="UTXOs">
      {p.page.utxos.length === 0 ? (
        <p className={muted}>No UTXOs {p.after ? 'after this point' : 'at this address'}.</p>
      ) : (
        <UtxoTable utxos={p.page.utxos} assets={p.assets} producer={p.chain} />
      )}
      <UtxoPager base={urls.address(p.address)} param="after" after={p.after} next={p.page.next} />
    </Card>
  );
}

/**
 * UTXOs the other chains exported to `chain` for the address, waiting to be imported: one list per
 * source chain (null when the node did not list them, `unlisted` saying so).
 */
export function AtomicUtxosCard(p: {
  chain: 'X' | 'P';
  sources: { from: 'X' | 'P' | 'C'; page: UtxoPage | null }[];
  assets: Assets;
  unlisted: (from: 'X' | 'P' | 'C') => string;
}) {
  return (
    <Card title={`Atomic UTXOs (exported to the ${p.chain}-Chain, not yet imported)`}>
      {p.sources.map(({ from, page }) => (
        <div key={from} className="mb-4 last:mb-0">
          <h3 className="mb-1 text-sm font-medium">From the {from}-Chain</h3>
          {page === null ? (
            <p className={muted}>{p.unlisted(from)}</p>
          ) : page.utxos.length === 0 ? (
            <p className={muted}>None waiting.</p>
          ) : (
            <UtxoTable utxos={page.utxos} assets={p.assets} producer={from} testId={`atomic-${from}`} />
          )}
        </div>
      ))}
    </Card>
  );
}
