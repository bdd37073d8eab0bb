// Open Graph images of tx and block pages, shared by the per-route opengraph-image files.
import { loadAtomicTx } from '@/lib/explorer/atomic';
import { loadBlock, loadTx } from '@/lib/explorer/load';
import { networkInfo } from '@/lib/explorer/network';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { loadEvmBlock, loadEvmTx, WEI_DENOMINATION } from '@/lib/explorer/evm';
import { serverAssets } from '@/lib/explorer/server-assets';
import { formatAmount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { nodeFailureOf } from '@/lib/explorer/errors';
import { serverNodeClient } from '@/lib/server/node';
import { amountText } from '../ui/amount';
import { atomicTxSummary } from '../tx/atomic-tx-page';
import { ogCard } from './og-card';

/** A lookup for an image: never throws (a card is always drawn); 'down' when the node failed. */
async function lookup<T>(p: Promise<T | null>): Promise<T | null | 'down'> {
  try {
    return await p;
  } catch (err) {
    return nodeFailureOf(err) ? 'down' : null;
  }
}

const missing = (v: unknown) => [v === 'down' ? 'The node did not answer: try again later' : 'Not found on this node'];

export async function txOgImage(chain: 'X' | 'P', id: string) {
  const loaded = await lookup(loadTx(chain, id));
  if (!loaded || loaded === 'down') return ogCard({ kind: `${chain}-Chain transaction`, id, facts: missing(loaded) });
  const v = loaded.view;
  const assets = await serverAssets(v.assetIDs).catch(() => ({}));
  const first = v.outputs.find((o) => o.amount !== null);
  return ogCard({
    kind: `${chain}-Chain ${v.type}`,
    id: v.id,
    facts: [
      `Status: ${loaded.status}`,
      `${v.inputs.length + v.importedInputs.length} inputs · ${v.outputs.length + v.exportedOutputs.length} outputs`,
      ...(first && first.amount !== null
        ? [`First output: ${amountText(first.amount, (assets as Record<string, never>)[first.assetID], first.assetID)}`]
        : []),
    ],
  });
}

export async function blockOgImage(chain: 'X' | 'P', ref: string) {
  const b = await lookup(loadBlock(chain, ref));
  if (!b || b === 'down') return ogCard({ kind: `${chain}-Chain block`, id: ref, facts: missing(b) });
  return ogCard({
    kind: `${chain}-Chain block ${b.height.toLocaleString('en-US')}`,
    id: b.id,
    facts: [
      `${b.type} · ${b.txs.length} transaction${b.txs.length === 1 ? '' : 's'}`,
      ...(b.time !== null ? [absoluteTime(Number(b.time) * 1000)] : []),
    ],
  });
}

async function cAtomicTxOgImage(id: string) {
  const loaded = await lookup(networkInfo().then((net) => loadAtomicTx(id, net.ctx)));
  if (!loaded || loaded === 'down') return ogCard({ kind: 'C-Chain transaction', id, facts: missing(loaded) });
  const assets = await serverAssets(loaded.view.assetIDs).catch(() => ({}));
  return ogCard({
    kind: `C-Chain ${loaded.view.kind}`,
    id: loaded.view.id,
    facts: [
      atomicTxSummary(loaded.view, assets),
      `Status: ${loaded.status}${loaded.blockHeight !== null ? ` · block ${loaded.blockHeight}` : ''}`,
    ],
  });
}

export async function cTxOgImage(hash: string) {
  if (isCb58Id(hash)) return cAtomicTxOgImage(hash);
  const r = await lookup(loadEvmTx(serverNodeClient().evm(), hash));
  if (!r || r === 'down') return ogCard({ kind: 'C-Chain transaction', id: hash, facts: missing(r) });
  return ogCard({
    kind: 'C-Chain transaction',
    id: r.tx.hash,
    facts: [
      `Value: ${formatAmount(r.tx.value, WEI_DENOMINATION, { symbol: 'AVAX' })}`,
      `From ${r.tx.from}`,
      `To ${r.tx.to ?? 'new contract'}`,
      `Status: ${r.receipt ? r.receipt.status : 'pending'}`,
    ],
  });
}

export async function cBlockOgImage(ref: string) {
  const b = await lookup(loadEvmBlock(serverNodeClient().evm(), ref));
  if (!b || b === 'down' || !b.hash) return ogCard({ kind: 'C-Chain block', id: ref, facts: missing(b) });
  return ogCard({
    kind: `C-Chain block ${b.number?.toLocaleString('en-US')}`,
    id: b.hash,
    facts: [`${b.transactions.length} transactions`, absoluteTime(Number(b.timestamp) * 1000)],
  });
}
