// A token's card: its name and symbol as the contract tells them (untrusted), kind, holders, transfers.
import { chainLabel } from '@/components/history/chain-label';
import { splitTokenKey, tokenKey } from '@/lib/store/history/chain-keys';
import { formatCount } from '@/lib/format/amount';
import type { CardText } from '../entity-card';
import { indexedHistory } from './indexed-history';

export async function tokenCard(raw: string): Promise<CardText | null> {
  const key = splitTokenKey(raw);
  const h = await indexedHistory();
  if (!key || !h) return null;
  const token = tokenKey(key.chain, key.address);
  const info = (await h.tokens([token])).get(token);
  if (!info) return null;
  const name = [info.name, info.symbol && `(${info.symbol})`].filter(Boolean).join(' ');
  return {
    kind: `${info.kind.toUpperCase()} token on ${chainLabel(key.chain)}`,
    id: key.address,
    facts: [
      ...(name ? [name] : []),
      `${formatCount(info.holders)} holders`,
      `${formatCount(info.transfers)} transfers`,
    ],
  };
}
