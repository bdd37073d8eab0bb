import type { AssetMeta } from '@/lib/explorer/assets';
import type { NetworkInfo } from '@/lib/explorer/network';
import { urls } from '@/lib/explorer/urls';
import { loadUtxoPage, type UtxoPage } from '@/lib/explorer/utxos';
import { Card } from '../ui/card';
import { UtxoPager } from './balances-and-utxos';
import { UtxoTable } from './utxo-table';

type Assets = Record<string, AssetMeta>;

/** What an X or P address holds in UTXOs: a page of its own, and those the other chains exported to it. */
export interface AddressUtxos {
  chain: 'X' | 'P';
  address: string;
  /** The cursor the page starts after (none on the first page). */
  after: string | undefined;
  page: UtxoPage;
  /** One list per source chain; null when the node did not list them. */
  atomic: { from: 'X' | 'P' | 'C'; page: UtxoPage | null }[];
}

export async function loadAddressUtxos(
  chain: 'X' | 'P',
  address: string,
  net: NetworkInfo,
  after: string | undefined,
): Promise<AddressUtxos> {
  const other = chain === 'X' ? 'P' : 'X';
  const exported = (from: 'X' | 'P' | 'C') =>
    loadUtxoPage(chain, address, net.ctx, { sourceChain: from }).catch(() => null);
  const [page, fromOther, fromC] = await Promise.all([
    loadUtxoPage(chain, address, net.ctx, { after }),
    exported(other),
    net.cChainID ? exported('C') : null,
  ]);
  return {
    chain,
    address,
    after,
    page,
    atomic: [
      { from: other, page: fromOther },
      { from: 'C', page: fromC },
    ],
  };
}

/** The asset ids of every UTXO in `u`, to resolve their names and denominations. */
export function utxoAssetIDs(u: AddressUtxos): string[] {
  return [u.page, ...u.atomic.map((a) => a.page)].flatMap((p) => p?.utxos.map((x) => x.output.assetID) ?? []);
}

const muted = 'text-sm text-slate-500 dark:text-slate-400';

/**
 * An X or P address's own UTXOs, one page at a time, then those the other chains exported to it,
 * waiting to be imported (`unlisted` saying why a source chain's list is missing).
 */
export function AddressUtxoCards({
  utxos: u,
  assets,
  unlisted,
}: {
  utxos: AddressUtxos;
  assets: Assets;
  unlisted: (from: 'X' | 'P' | 'C') => string;
}) {
  return (
    <>
      <Card title="UTXOs">
        {u.page.utxos.length === 0 ? (
          <p className={muted}>No UTXOs {u.after ? 'after this point' : 'at this address'}.</p>
        ) : (
          <UtxoTable utxos={u.page.utxos} assets={assets} producer={u.chain} />
        )}
        <UtxoPager base={urls.address(u.address)} param="after" after={u.after} next={u.page.next} />
      </Card>
      <Card title={`Atomic UTXOs (exported to the ${u.chain}-Chain, not yet imported)`}>
        {u.atomic.map(({ from, page }) => (
          <div key={from} className="mb-4 last:mb-0">
            <h3 className="mb-1 text-sm font-medium">From the {from}-Chain</h3>
            {page === null ? (
              <p className={muted}>{unlisted(from)}</p>
            ) : page.utxos.length === 0 ? (
              <p className={muted}>None waiting.</p>
            ) : (
              <UtxoTable utxos={page.utxos} assets={assets} producer={from} testId={`atomic-${from}`} />
            )}
          </div>
        ))}
      </Card>
    </>
  );
}
