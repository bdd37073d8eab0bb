// An address's card: its balance and how active it has been (X, P and C; C accounts read their
// balance and nonce from the node, X and P their balances from Snowline's history).
import { historyKey } from '@/lib/history/address-key';
import { serverAssets } from '@/lib/explorer/server-assets';
import { formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { amountText } from '@/components/ui/amount';
import type { CardText } from '../entity-card';
import { evmAddressCard } from './evm-cards';
import { indexedHistory } from './indexed-history';

async function activity(key: string): Promise<string[]> {
  const h = await indexedHistory();
  const s = h ? await h.addressSummary(key) : null;
  if (!s) return [];
  return [`${formatCount(s.txs)} transactions indexed`, `Last active ${absoluteTime(s.lastMs)}`];
}

export async function addressCard(chain: 'X' | 'P' | 'C', raw: string): Promise<CardText | null> {
  if (chain === 'C') {
    const card = await evmAddressCard('C', raw);
    return card && { ...card, facts: [...card.facts, ...(await activity(raw.toLowerCase()))] };
  }
  const key = historyKey(raw);
  if (!key || !raw.startsWith(`${chain}-`)) return null;
  const h = await indexedHistory();
  const balances = (h ? await h.addressBalances(key) : []).filter((b) => b.chain === chain && b.amount > 0n);
  const assets = await serverAssets(balances.map((b) => b.asset));
  return {
    kind: `${chain}-Chain address`,
    id: raw,
    facts: [
      ...balances.slice(0, 2).map((b) => `Holds ${amountText(b.amount, assets[b.asset], b.asset)}`),
      ...(await activity(key)),
    ],
  };
}
