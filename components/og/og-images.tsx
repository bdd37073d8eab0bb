// Open Graph images of tx and block pages, shared by the per-route opengraph-image files. Ids are
// checked before any lookup; only a found entity is drawn with its id, anything else gets the
// generic card (components/og/og-response.ts).
import { loadAtomicTx } from '@/lib/explorer/atomic';
import { loadBlock, loadTx, loadTxStatus } from '@/lib/explorer/load';
import { networkInfo } from '@/lib/explorer/network';
import { isCb58Id } from '@/lib/schemas/text-formats';
import type { AssetMeta } from '@/lib/explorer/assets';
import { serverAssets } from '@/lib/explorer/server-assets';
import { formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { amountText } from '../ui/amount';
import { atomicTxSummary } from '../tx/atomic-tx-page';
import { ogCard } from './og-card';
import { entityCardResponse, type CardText } from './entity-card';
import { cardResponse, genericCardResponse } from './og-response';
import { evmBlockCard, evmTxCard } from './cards/evm-cards';

/** A lookup for an image: never throws (a card is always drawn); null when there is nothing to draw. */
async function lookup<T>(p: Promise<T | null>): Promise<T | null> {
  try {
    return await p;
  } catch {
    return null;
  }
}

// Statuses after which a tx never changes.
const FINAL_TX = new Set(['Accepted', 'Committed']);

export async function txOgImage(chain: 'X' | 'P', id: string): Promise<Response> {
  const loaded = await lookup(loadTx(chain, id));
  if (!loaded) return entityCardResponse(() => bodilessTxCard(chain, id));
  const v = loaded.view;
  return cardResponse(`${chain}/tx/${v.id}`, FINAL_TX.has(loaded.status), async () => {
    const assets: Record<string, AssetMeta> = await serverAssets(v.assetIDs).catch(() => ({}));
    const first = v.outputs.find((o) => o.amount !== null);
    return ogCard({
      kind: `${chain}-Chain ${v.type}`,
      id: v.id,
      facts: [
        `Status: ${loaded.status}`,
        `${v.inputs.length + v.importedInputs.length} inputs · ${v.outputs.length + v.exportedOutputs.length} outputs`,
        ...(first && first.amount !== null
          ? [`First output: ${amountText(first.amount, assets[first.assetID], first.assetID)}`]
          : []),
      ],
    });
  });
}

/** A tx the node has no body for (dropped, processing): its status and the node's reason. */
async function bodilessTxCard(chain: 'X' | 'P', id: string): Promise<CardText | null> {
  const told = await loadTxStatus(chain, id);
  if (!told || told.status === 'Unknown') return null;
  return {
    kind: `${told.status} ${chain}-Chain transaction`,
    id,
    facts: [`The node reports it ${told.status}`, ...(told.reason ? [`Reason: ${told.reason}`] : [])],
  };
}

export async function blockOgImage(chain: 'X' | 'P', ref: string): Promise<Response> {
  const b = await lookup(loadBlock(chain, ref));
  if (!b) return genericCardResponse();
  return cardResponse(`${chain}/block/${b.id}`, true, () =>
    ogCard({
      kind: `${chain}-Chain block ${formatCount(b.height)}`,
      id: b.id,
      facts: [
        `${b.type} · ${b.txs.length} transaction${b.txs.length === 1 ? '' : 's'}`,
        ...(b.time !== null ? [absoluteTime(Number(b.time) * 1000)] : []),
      ],
    }),
  );
}

async function cAtomicTxOgImage(id: string): Promise<Response> {
  const loaded = await lookup(networkInfo().then((net) => loadAtomicTx(id, net.ctx)));
  if (!loaded) return genericCardResponse();
  return cardResponse(`C/atomic/${loaded.view.id}`, FINAL_TX.has(loaded.status), async () => {
    const assets = await serverAssets(loaded.view.assetIDs).catch(() => ({}));
    return ogCard({
      kind: `C-Chain ${loaded.view.kind}`,
      id: loaded.view.id,
      facts: [
        atomicTxSummary(loaded.view, assets),
        `Status: ${loaded.status}${loaded.blockHeight !== null ? ` · block ${loaded.blockHeight}` : ''}`,
      ],
    });
  });
}

/** A C-Chain tx: an atomic one by its cb58 id, an EVM one by its hash. */
export async function cTxOgImage(hash: string): Promise<Response> {
  if (isCb58Id(hash)) return cAtomicTxOgImage(hash);
  return entityCardResponse(() => evmTxCard('C', hash));
}

export const cBlockOgImage = (ref: string): Promise<Response> => entityCardResponse(() => evmBlockCard('C', ref));
