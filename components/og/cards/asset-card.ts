// An X-Chain asset's card: its name, symbol, denomination and how many hold it.
import { formatCount } from '@/lib/format/amount';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import type { CardText } from '../entity-card';
import { indexedHistory } from './indexed-history';

export async function assetCard(id: string): Promise<CardText | null> {
  if (!isCb58Id(id)) return null;
  const d = await serverNodeClient().avm.getAssetDescription({ assetID: id });
  const h = await indexedHistory();
  const holders = h ? await h.assetHolders(id, undefined, 1).catch(() => null) : null;
  return {
    kind: 'X-Chain asset',
    id,
    facts: [
      `${d.name} (${d.symbol})`,
      `Denomination ${d.denomination}`,
      ...(holders ? [`${formatCount(holders.holders)} holders indexed`] : []),
    ],
  };
}
