// An address's card: its balance and how active it has been (X, P and C; C accounts read their
// balance and nonce from the node, X and P their balances from Snowline's history).
import { historyKey } from '@/lib/history/address-key';
import { loadCAtomicUtxoPage } from '@/lib/explorer/atomic';
import { networkInfo } from '@/lib/explorer/network';
import { serverAssets } from '@/lib/explorer/server-assets';
import { formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { amountText } from '@/components/ui/amount';
import type { CardText } from '../entity-card';
import { evmAddressCard } from './evm-cards';
import { indexedHistory } from './indexed-history';
import { ownBalances } from './own-balances';

async function activity(key: string): Promise<string[]> {
  const h = await indexedHistory();
  const s = h ? await h.addressSummary(key) : null;
  if (!s) return [];
  return [`${formatCount(s.txs)} transactions indexed`, `Last active ${absoluteTime(s.lastMs)}`];
}

/**
 * A `C-` address's card: what the X- and P-Chains exported to it, waiting to be imported (a page of
 * the node's each), and its indexed activity.
 */
async function cAtomicCard(raw: string): Promise<CardText | null> {
  const key = historyKey(raw);
  const net = await networkInfo();
  if (!key || !key.startsWith(`${net.hrp}1`)) return null;
  const facts: string[] = [];
  for (const from of ['X', 'P'] as const) {
    const page = await loadCAtomicUtxoPage(raw, from, net.ctx, { limit: 1024 }).catch(() => null);
    if (!page || page.utxos.length === 0) continue;
    const avax = page.utxos.reduce(
      (sum, u) => sum + (u.output.assetID === net.avaxAssetID ? (u.output.amount ?? 0n) : 0n),
      0n,
    );
    const assets = await serverAssets([net.avaxAssetID]);
    const count = `${formatCount(page.utxos.length)}${page.next ? '+' : ''}`;
    facts.push(
      `${count} UTXOs from the ${from}-Chain to import (${amountText(avax, assets[net.avaxAssetID], net.avaxAssetID)})`,
    );
  }
  if (facts.length === 0) facts.push('No atomic UTXOs waiting to be imported');
  return { kind: 'C-Chain address (atomic)', id: raw, facts: [...facts, ...(await activity(key))] };
}

export async function addressCard(chain: 'X' | 'P' | 'C', raw: string): Promise<CardText | null> {
  if (chain === 'C' && raw.startsWith('C-')) return cAtomicCard(raw);
  if (chain === 'C') {
    const card = await evmAddressCard('C', raw);
    return card && { ...card, facts: [...card.facts, ...(await activity(raw.toLowerCase()))] };
  }
  const key = historyKey(raw);
  if (!key || !raw.startsWith(`${chain}-`)) return null;
  const h = await indexedHistory();
  // A page of its own balances on this chain (an API page's most) is enough for a card's two lines.
  const balances = h ? await ownBalances(h, key, chain, 100) : [];
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
