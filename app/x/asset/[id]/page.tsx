import type { Metadata } from 'next';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import { notFound } from 'next/navigation';
import { AssetHistory } from '@/components/history/asset-history';
import { Amount } from '@/components/ui/amount';
import { Card, DetailList, DetailRow } from '@/components/ui/card';
import { EntityHeader } from '@/components/ui/entity-header';
import { Owners } from '@/components/tx/owners';
import { IdText } from '@/components/ui/id-text';
import { ItemList } from '@/components/ui/item-list';
import { assetKind, initialSupply } from '@/lib/explorer/asset-kind';
import { orNull } from '@/lib/explorer/errors';
import { loadTx } from '@/lib/explorer/load';
import { urls } from '@/lib/explorer/urls';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { HistoryCard } from '@/components/history/history-card';
import { shareMetadata } from '@/components/og/share-metadata';
import { apiAnswer } from '@/components/shell/api-answer';

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  if (!isCb58Id(id)) return null;
  const desc = await orNull(serverNodeClient().avm.getAssetDescription({ assetID: id }));
  if (!desc) return null;
  // The asset's id is its CreateAssetTx's id; genesis assets may have no tx the node serves.
  const created = await loadTx('X', id).catch(() => null);
  return { desc, created };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return metadataOrNodeDown(async () => {
    const a = await load(id);
    if (!a) return { title: 'Asset not found' };
    const title = `${a.desc.name} (${a.desc.symbol}) asset`;
    const description = `X-Chain asset ${a.desc.name}, symbol ${a.desc.symbol}, denomination ${a.desc.denomination}.`;
    return shareMetadata(title, description);
  });
}

export default async function AssetPage({ params }: Props) {
  const { id } = await params;
  return orNodeDown(() => AssetBody({ id }));
}

async function AssetBody({ id }: { id: string }) {
  // The history's first page (no cursor in the URL), read beside the asset and seeded as the section asks.
  const history = apiAnswer('history.asset', { params: { asset: id }, query: {} });
  const a = await load(id);
  if (!a) notFound();
  const { desc, created } = a;
  const meta = { id, name: desc.name, symbol: desc.symbol, denomination: desc.denomination, known: true };
  const initial = created?.view.createdAsset?.initialOutputs ?? [];
  return (
    <div className="space-y-6">
      <EntityHeader kind="X-Chain asset" id={id} />
      <Card title="Asset">
        <DetailList>
          {/* Names and symbols are chosen by whoever created the asset: plain text only. */}
          <DetailRow label="Name" testId="asset-name">
            {desc.name}
          </DetailRow>
          <DetailRow label="Symbol" testId="asset-symbol">
            {desc.symbol}
          </DetailRow>
          <DetailRow label="Denomination" testId="asset-denomination">
            {desc.denomination} (1 {desc.symbol || 'unit'} = 10<sup>{desc.denomination}</sup> smallest units)
          </DetailRow>
          <DetailRow label="Kind" testId="asset-kind">
            {created?.view.createdAsset ? assetKind(initial) : 'Created in genesis'}
          </DetailRow>
          {created?.view.createdAsset && (
            <>
              <DetailRow label="Created by">
                <IdText id={id} href={urls.tx('X', id)} />
              </DetailRow>
              {initialSupply(initial) > 0n && (
                <DetailRow label="Initial supply">
                  <Amount value={initialSupply(initial)} meta={meta} />
                </DetailRow>
              )}
            </>
          )}
        </DetailList>
      </Card>
      <HistoryCard title="Holders and transactions" seed={[await history]}>
        <AssetHistory asset={id} />
      </HistoryCard>
      {initial.length > 0 && (
        <Card title="Initial state">
          <ItemList
            items={[...initial.entries()]}
            item={([i]) => ({ key: i, 'data-testid': 'initial-output' })}
            className="space-y-2"
            itemClassName="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800"
            empty={null}
          >
            {([, o]) => (
              <>
                <div className="text-sm">
                  {o.amount !== null ? <Amount value={o.amount} meta={meta} /> : o.kind.replace(/^.*\./, '')}
                  {o.groupID !== undefined && ` · group ${o.groupID}`}
                </div>
                <Owners owners={o.owners} />
              </>
            )}
          </ItemList>
        </Card>
      )}
    </div>
  );
}
