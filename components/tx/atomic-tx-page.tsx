import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IdText } from '@/components/ui/id-text';
import type { AtomicTxView, EvmTransferView } from '@/lib/decode/evm-atomic';
import { loadAtomicTx } from '@/lib/explorer/atomic';
import { undecodedOrThrow, UndecodedTxError } from '@/lib/explorer/load';
import { networkInfo } from '@/lib/explorer/network';
import { serverAssets } from '@/lib/explorer/server-assets';
import { urls } from '@/lib/explorer/urls';
import { Amount, amountText } from '../ui/amount';
import { Badge, DetailRow } from '../ui/card';
import { CountedListCard } from './counted-list-card';
import { EntityHeader } from '../ui/entity-header';
import { ImmutablePageMark } from '../ui/immutable-page-mark';
import {
  AssetLink,
  BurnedRow,
  ChainRows,
  Credentials,
  ExportedOutputs,
  ImportedInputs,
  TxSummary,
  type Ctx,
} from './tx-details';
import { UndecodedTx, undecodedTxMetadata } from './undecoded-tx';
import { allImported, exportPairing } from '@/lib/history/export-pairing';
import { ExportPairingCard } from './export-pairing';
import { shareMetadata } from '@/components/og/share-metadata';

function EvmTransfers({
  title,
  rows,
  ctx,
  note,
  testId,
}: {
  title: string;
  rows: EvmTransferView[];
  ctx: Ctx;
  note: string;
  testId: string;
}) {
  return (
    <CountedListCard
      title={title}
      items={rows}
      note={note}
      row={(r, i) => (
        <li
          key={i}
          className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr] dark:border-slate-800"
          data-testid={testId}
        >
          <IdText id={r.address} href={urls.address(r.address)} />
          <div className="text-sm">
            <Amount value={r.amount} meta={ctx.assets[r.assetID]} assetID={r.assetID} symbol={false} />{' '}
            <AssetLink id={r.assetID} assets={ctx.assets} />
            {r.nonce !== undefined && (
              <p className="text-xs text-slate-500 dark:text-slate-400">account nonce {r.nonce.toString()}</p>
            )}
          </div>
        </li>
      )}
    />
  );
}

function AtomicTxDetails({
  tx,
  status,
  blockHeight,
  ctx,
  pairing,
}: {
  tx: AtomicTxView;
  status: string;
  blockHeight: bigint | null;
  ctx: Ctx;
  /** An export's outputs with the imports that spent them. */
  pairing?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <TxSummary
        type={tx.kind}
        status={<Badge tone={status === 'Accepted' ? 'green' : status === 'Dropped' ? 'red' : 'amber'}>{status}</Badge>}
      >
        <DetailRow label="Block" testId="tx-block">
          {blockHeight !== null ? (
            <IdText id={blockHeight.toString()} href={urls.block('C', blockHeight)} full />
          ) : (
            'not in an accepted block yet'
          )}
        </DetailRow>
        <ChainRows chain="C-Chain (atomic)" tx={tx} />
        <BurnedRow burned={tx.burned} ctx={ctx} />
      </TxSummary>
      <ImportedInputs inputs={tx.importedInputs} src={tx.sourceChain} ctx={ctx} />
      <EvmTransfers
        title="Credited on the C-Chain"
        rows={tx.evmOutputs}
        ctx={ctx}
        testId="evm-output"
        note="EVM balances the import adds to."
      />
      <EvmTransfers
        title="Debited on the C-Chain"
        rows={tx.evmInputs}
        ctx={ctx}
        testId="evm-input"
        note="EVM balances the export takes from; each spends its account's nonce."
      />
      <ExportedOutputs outputs={tx.exportedOutputs} chain="C" dst={tx.destinationChain} ctx={ctx} />
      {tx.exportedOutputs.length > 0 && pairing}
      <Credentials credentials={tx.credentials} />
    </div>
  );
}

/** Server body of `/c/tx/<cb58 id>`: an atomic ImportTx/ExportTx of the C-Chain. */
export async function AtomicTxPage({ id }: { id: string }) {
  const net = await networkInfo();
  const loaded = await loadAtomicTx(id, net.ctx).catch(undecodedOrThrow);
  if (loaded instanceof UndecodedTxError) return <UndecodedTx chain="C" id={id} e={loaded} />;
  if (!loaded) notFound();
  const { view } = loaded;
  const [assets, pairing] = await Promise.all([
    serverAssets([...view.assetIDs, net.avaxAssetID]),
    view.kind === 'ExportTx' ? exportPairing(id) : null,
  ]);
  const ctx = { assets, avaxAssetID: net.avaxAssetID };
  return (
    <div className="space-y-6">
      {/* An export still waiting for its import is kept only once it is imported. */}
      {loaded.status === 'Accepted' &&
        Object.values(assets).every((a) => a.known) &&
        (!pairing || allImported(pairing)) && <ImmutablePageMark />}
      <EntityHeader kind="C-Chain atomic transaction" id={view.id}>
        <Badge tone="brand">{view.kind}</Badge>
      </EntityHeader>
      <AtomicTxDetails
        tx={view}
        status={loaded.status}
        blockHeight={loaded.blockHeight}
        ctx={ctx}
        pairing={pairing && <ExportPairingCard pairing={pairing} ctx={ctx} />}
      />
    </div>
  );
}

/** Where an atomic tx's value comes from and goes to, in words (title, description, OG card). */
export function atomicTxSummary(tx: AtomicTxView, assets: Ctx['assets']): string {
  const moved = (rows: { assetID: string; amount: bigint | null }[]) =>
    rows.filter((r) => r.amount !== null).reduce((n, r) => n + r.amount!, 0n);
  const avax = tx.kind === 'ImportTx' ? tx.evmOutputs : tx.exportedOutputs;
  const asset = avax[0]?.assetID;
  const amount = asset ? amountText(moved(avax.filter((r) => r.assetID === asset)), assets[asset], asset) : 'nothing';
  return tx.kind === 'ImportTx'
    ? `Import of ${amount} from the ${tx.sourceChain?.alias ?? 'other'}-Chain into ${tx.evmOutputs.length} C-Chain account${tx.evmOutputs.length === 1 ? '' : 's'}`
    : `Export of ${amount} from ${tx.evmInputs.length} C-Chain account${tx.evmInputs.length === 1 ? '' : 's'} to the ${tx.destinationChain?.alias ?? 'other'}-Chain`;
}

export async function atomicTxMetadata(id: string): Promise<Metadata> {
  const net = await networkInfo();
  const loaded = await loadAtomicTx(id, net.ctx).catch(undecodedOrThrow);
  if (loaded instanceof UndecodedTxError) return undecodedTxMetadata('C', id, loaded);
  if (!loaded) return { title: 'C-Chain transaction not found' };
  const assets = await serverAssets(loaded.view.assetIDs);
  const title = `C-Chain ${loaded.view.kind} ${id.slice(0, 10)}…`;
  const description = `${atomicTxSummary(loaded.view, assets)}. Status ${loaded.status}${loaded.blockHeight !== null ? ` in block ${loaded.blockHeight}` : ''}.`;
  return shareMetadata(title, description);
}
