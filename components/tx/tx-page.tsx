import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { urls } from '@/lib/explorer/urls';
import { networkInfo } from '@/lib/explorer/network';
import { loadTx, loadTxStatus, undecodedOrThrow, UndecodedTxError } from '@/lib/explorer/load';
import { serverAssets } from '@/lib/explorer/server-assets';
import { amountText } from '../ui/amount';
import { Badge } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { ImmutablePageMark } from '../ui/immutable-page-mark';
import { AssetLink, TxDetails } from './tx-details';
import { UndecodedTx, undecodedTxMetadata } from './undecoded-tx';
import { TxPlaceRows } from './tx-place-rows';
import { indexedTxPlace } from '@/lib/history/tx-place';
import { allImported, exportPairing } from '@/lib/history/export-pairing';
import { ExportPairingCard } from './export-pairing';
import { shareMetadata } from '@/components/og/share-metadata';

/** Statuses a tx never leaves: its page can be kept (X: Accepted; P: Committed or Aborted), once every asset was described. */
const FINAL_STATUSES = new Set(['Accepted', 'Committed', 'Aborted']);

/** Server body of `/x/tx/<id>` and `/p/tx/<id>`. */
export async function TxPage({ chain, id }: { chain: 'X' | 'P'; id: string }) {
  const [loaded, net, at, pairing] = await Promise.all([
    loadTx(chain, id).catch(undecodedOrThrow),
    networkInfo(),
    indexedTxPlace(chain, id),
    exportPairing(id),
  ]);
  if (loaded instanceof UndecodedTxError) return <UndecodedTx chain={chain} id={id} e={loaded} />;
  if (!loaded) return <BodilessTx chain={chain} id={id} />;
  const { view, status, reason } = loaded;
  const assets = await serverAssets([...view.assetIDs, net.avaxAssetID]);
  if (view.createdAsset) {
    const a = view.createdAsset;
    assets[view.id] = { id: view.id, name: a.name, symbol: a.symbol, denomination: a.denomination, known: true };
  }
  return (
    <div className="space-y-6">
      {/* Kept only once complete: a tx the follower has not reached yet gets its block on a later view. */}
      {FINAL_STATUSES.has(status) &&
        Object.values(assets).every((a) => a.known) &&
        (!at.following || at.place !== null) &&
        (view.exportedOutputs.length === 0 || allImported(pairing)) && <ImmutablePageMark />}
      <EntityHeader kind={`${chain}-Chain transaction`} id={view.id}>
        <Badge tone="brand">{view.type}</Badge>
      </EntityHeader>
      {view.createdAsset && (
        // The asset shares this tx's id: search opens the tx, and the asset is one click on.
        <p className="text-sm" data-testid="created-asset">
          Created the asset <AssetLink id={view.id} assets={assets} /> ({view.createdAsset.name}):{' '}
          <Link href={urls.asset(view.id)} className="text-brand-600 hover:underline dark:text-brand-500">
            its page, holders and transactions →
          </Link>
        </p>
      )}
      <TxDetails
        tx={view}
        status={status}
        reason={reason}
        ctx={{ assets, avaxAssetID: net.avaxAssetID }}
        place={<TxPlaceRows chain={chain} at={at} />}
        pairing={<ExportPairingCard pairing={pairing} ctx={{ assets, avaxAssetID: net.avaxAssetID }} />}
      />
    </div>
  );
}

/** Title and description a pasted link previews with. */
export async function txMetadata(chain: 'X' | 'P', id: string): Promise<Metadata> {
  // A node failure propagates: the page's metadataOrNodeDown turns it into the node-down title.
  const loaded = await loadTx(chain, id).catch(undecodedOrThrow);
  if (loaded instanceof UndecodedTxError) return undecodedTxMetadata(chain, id, loaded);
  if (!loaded) return bodilessTxMetadata(chain, id);
  const { view } = loaded;
  const assets = await serverAssets(view.assetIDs);
  const moved = view.outputs
    .filter((o) => o.amount !== null)
    .slice(0, 1)
    .map((o) => amountText(o.amount!, assets[o.assetID], o.assetID));
  const description = `${view.type} on the ${chain}-Chain: ${view.inputs.length + view.importedInputs.length} inputs, ${
    view.outputs.length + view.exportedOutputs.length
  } outputs${moved.length ? `, first output ${moved[0]}` : ''}. Status ${loaded.status}.`;
  const title = `${chain}-Chain ${view.type} ${id.slice(0, 10)}…`;
  return shareMetadata(title, description);
}

/** A dropped or processing tx is titled by its status (the node's reason, untrusted text, in the description). */
async function bodilessTxMetadata(chain: 'X' | 'P', id: string): Promise<Metadata> {
  const told = await loadTxStatus(chain, id);
  if (!told || told.status === 'Unknown') return { title: `${chain}-Chain transaction not found` };
  const title = `${told.status} ${chain}-Chain transaction ${id.slice(0, 10)}…`;
  return shareMetadata(
    title,
    `The node reports this ${chain}-Chain transaction as ${told.status}${told.reason ? `: ${told.reason}` : ''}.`,
  );
}

/**
 * A tx the node has no body for: a dropped P-chain tx (with the node's reason) or one still processing
 * has a page with its status; one the node never saw is a 404.
 */
async function BodilessTx({ chain, id }: { chain: 'X' | 'P'; id: string }) {
  const told = await loadTxStatus(chain, id);
  if (!told || told.status === 'Unknown') notFound();
  return (
    <div className="space-y-6">
      <EntityHeader kind={`${chain}-Chain transaction`} id={id}>
        <Badge tone={told.status === 'Dropped' || told.status === 'Rejected' ? 'red' : 'amber'}>{told.status}</Badge>
      </EntityHeader>
      <p className="text-sm" data-testid="tx-status">
        The node reports this tx as <strong>{told.status}</strong>
        {told.reason && (
          <>
            : <span className="break-words">{told.reason}</span>
          </>
        )}
        . It has no accepted body to show.
      </p>
    </div>
  );
}
