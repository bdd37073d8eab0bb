import type { AssetMeta } from '@/lib/explorer/assets';
import type { NetworkInfo } from '@/lib/explorer/network';
import { urls } from '@/lib/explorer/urls';
import { loadUtxoPage, type UtxoPage } from '@/lib/explorer/utxos';
import { apiUrl } from '@/lib/api/fetch';
import { Card } from '../ui/card';
import { CsvLink } from '../ui/csv-link';
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
  /** One list per source chain, each paged on its own (?afterX, ?afterP, ?afterC); null when the node did not list them. */
  atomic: { from: Source; after: string | undefined; page: UtxoPage | null }[];
}

type Source = 'X' | 'P' | 'C';
const atomicParam = (from: Source) => `after${from}`;

export async function loadAddressUtxos(
  chain: 'X' | 'P',
  address: string,
  net: NetworkInfo,
  after: string | undefined,
  /** The page's query: where each source chain's atomic list starts. */
  query: Record<string, string | undefined> = {},
): Promise<AddressUtxos> {
  const other = chain === 'X' ? 'P' : 'X';
  const exported = (from: Source) =>
    loadUtxoPage(chain, address, net.ctx, { sourceChain: from, after: query[atomicParam(from)] }).catch(() => null);
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
      { from: other, after: query[atomicParam(other)], page: fromOther },
      { from: 'C', after: query[atomicParam('C')], page: fromC },
    ],
  };
}

/** The asset ids of every UTXO in `u`, to resolve their names and denominations. */
export function utxoAssetIDs(u: AddressUtxos): string[] {
  return [u.page, ...u.atomic.map((a) => a.page)].flatMap((p) => p?.utxos.map((x) => x.output.assetID) ?? []);
}

const muted = 'text-sm text-slate-500 dark:text-slate-400';

/** The address's URL with every list's position but `param`'s, so paging one list keeps the others. */
function hrefKeeping(u: AddressUtxos, param: string): string {
  const q = new URLSearchParams();
  if (u.after && param !== 'after') q.set('after', u.after);
  for (const a of u.atomic) if (a.after && atomicParam(a.from) !== param) q.set(atomicParam(a.from), a.after);
  const s = q.toString();
  return s ? `${urls.address(u.address)}?${s}` : urls.address(u.address);
}

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
        <UtxoPager base={hrefKeeping(u, 'after')} param="after" after={u.after} next={u.page.next}>
          {u.page.utxos.length > 0 && <UtxosCsv address={u.address} after={u.after} testId="utxos-csv" />}
        </UtxoPager>
      </Card>
      <Card title={`Atomic UTXOs (exported to the ${u.chain}-Chain, not yet imported)`}>
        {u.atomic.map(({ from, after, page }) => (
          <div key={from} className="mb-4 last:mb-0">
            <h3 className="mb-1 text-sm font-medium">From the {from}-Chain</h3>
            {page === null ? (
              <p className={muted}>{unlisted(from)}</p>
            ) : page.utxos.length === 0 ? (
              <p className={muted}>{after ? 'None after this point.' : 'None waiting.'}</p>
            ) : (
              <UtxoTable utxos={page.utxos} assets={assets} producer={from} testId={`atomic-${from}`} />
            )}
            <UtxoPager
              base={hrefKeeping(u, atomicParam(from))}
              param={atomicParam(from)}
              after={after}
              next={page?.next ?? null}
            >
              {page && page.utxos.length > 0 && (
                <UtxosCsv address={u.address} source={from} after={after} testId={`atomic-${from}-csv`} />
              )}
            </UtxoPager>
          </div>
        ))}
      </Card>
    </>
  );
}

/** The list as CSV, from the page shown on (a page of the node's at a time, bounded on the server). */
export function UtxosCsv({
  address,
  source,
  after,
  testId,
}: {
  address: string;
  source?: Source;
  after: string | undefined;
  testId: string;
}) {
  return (
    <CsvLink
      href={apiUrl('explorer.utxos', { params: { address }, query: { source, after, format: 'csv' } })}
      testId={testId}
      className="ml-auto"
    />
  );
}
