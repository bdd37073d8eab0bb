// Open Graph images of tx and block pages, shared by the per-route opengraph-image files.
import { loadBlock, loadTx } from '@/lib/explorer/load';
import { loadEvmBlock, loadEvmTx, WEI_DENOMINATION } from '@/lib/explorer/evm';
import { serverAssets } from '@/lib/explorer/server-assets';
import { formatAmount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { serverNodeClient } from '@/lib/server/node';
import { amountText } from './amount';
import { ogCard } from './og-card';

export async function txOgImage(chain: 'X' | 'P', id: string) {
  const loaded = await loadTx(chain, id).catch(() => null);
  if (!loaded) return ogCard({ kind: `${chain}-Chain transaction`, id, facts: ['Not found on this node'] });
  const v = loaded.view;
  const assets = await serverAssets(v.assetIDs).catch(() => ({}));
  const first = v.outputs.find((o) => o.amount !== null);
  return ogCard({
    kind: `${chain}-Chain ${v.type}`,
    id: v.id,
    facts: [
      `Status: ${loaded.status}`,
      `${v.inputs.length + v.importedInputs.length} inputs · ${v.outputs.length + v.exportedOutputs.length} outputs`,
      ...(first && first.amount !== null ? [`First output: ${amountText(first.amount, (assets as Record<string, never>)[first.assetID], first.assetID)}`] : []),
    ],
  });
}

export async function blockOgImage(chain: 'X' | 'P', ref: string) {
  const b = await loadBlock(chain, ref).catch(() => null);
  if (!b) return ogCard({ kind: `${chain}-Chain block`, id: ref, facts: ['Not found on this node'] });
  return ogCard({
    kind: `${chain}-Chain block ${b.height.toLocaleString('en-US')}`,
    id: b.id,
    facts: [
      `${b.type} · ${b.txs.length} transaction${b.txs.length === 1 ? '' : 's'}`,
      ...(b.time !== null ? [absoluteTime(Number(b.time) * 1000)] : []),
    ],
  });
}

export async function cTxOgImage(hash: string) {
  const r = await loadEvmTx(serverNodeClient().evm(), hash).catch(() => null);
  if (!r) return ogCard({ kind: 'C-Chain transaction', id: hash, facts: ['Not found on this node'] });
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
  const b = await loadEvmBlock(serverNodeClient().evm(), ref).catch(() => null);
  if (!b || !b.hash) return ogCard({ kind: 'C-Chain block', id: ref, facts: ['Not found on this node'] });
  return ogCard({
    kind: `C-Chain block ${b.number?.toLocaleString('en-US')}`,
    id: b.hash,
    facts: [`${b.transactions.length} transactions`, absoluteTime(Number(b.timestamp) * 1000)],
  });
}
