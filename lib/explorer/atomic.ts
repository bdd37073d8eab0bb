// Server-side lookups of the C-Chain's atomic side (coreth's `avax` service): an atomic tx with its
// status and block, and the atomic UTXOs waiting on C for a `C-` address.
import { cache } from 'react';
import { decodeCAtomicTx, decodeCAtomicUtxo, splitCBlockAtomicTxs, type AtomicTxView } from '@/lib/decode/evm-atomic';
import { undecodedTx, type UndecodedView } from '@/lib/decode/undecoded';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { DecodeContext } from '@/lib/decode/model';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { orNullUnlessServed } from './errors';
import { UndecodedTxError } from './load';
import type { UtxoPage } from './utxos';
import { UTXO_PAGE_SIZE } from './utxos';

export interface LoadedAtomicTx {
  view: AtomicTxView;
  /** Accepted / Processing / Dropped / Unknown, as coreth reports it. */
  status: string;
  /** Height of the C block that accepted it. */
  blockHeight: bigint | null;
}

// One lookup per request: the page and its metadata both ask (getAtomicTx is not cached as immutable,
// since a processing tx has no block height yet).
const fetchAtomicTx = cache(async (id: string) => {
  const c = serverNodeClient();
  const res = await orNullUnlessServed(c.avax.getAtomicTx({ txID: id, encoding: 'hex' }));
  if (!res) return null;
  // getAtomicTx only serves txs the VM knows; its status adds Processing vs Accepted.
  const status = await c.avax.getAtomicTxStatus({ txID: id }).catch(() => null);
  return { res, status };
});

export async function loadAtomicTx(id: string, ctx: DecodeContext): Promise<LoadedAtomicTx | null> {
  if (!isCb58Id(id)) return null;
  const found = await fetchAtomicTx(id);
  if (!found) return null;
  const { res, status } = found;
  const blockHeight = res.blockHeight ?? status?.blockHeight ?? null;
  const state = status?.status ?? (blockHeight !== null ? 'Accepted' : 'Processing');
  const bytes = nodeHexToBytes(res.tx);
  let view: AtomicTxView;
  try {
    view = decodeCAtomicTx(bytes, ctx);
  } catch (e) {
    throw new UndecodedTxError(undecodedTx(bytes, e), state);
  }
  return { view, status: state, blockHeight };
}

/** Atomic UTXOs exported from `sourceChain` (X or P) to C for a `C-` address, one page at a time. */
export async function loadCAtomicUtxoPage(
  address: string,
  sourceChain: 'X' | 'P',
  ctx: DecodeContext,
  opts: { after?: string; limit?: number } = {},
): Promise<UtxoPage> {
  const limit = opts.limit ?? UTXO_PAGE_SIZE;
  const res = await serverNodeClient().avax.getUTXOs({
    addresses: [address],
    sourceChain,
    limit,
    encoding: 'hex',
    ...(opts.after ? { startIndex: { address, utxo: opts.after } } : {}),
  });
  const utxos = res.utxos.map((h) => decodeCAtomicUtxo(nodeHexToBytes(h), ctx));
  const next = utxos.length >= limit && res.endIndex.utxo ? res.endIndex.utxo : null;
  return { utxos, next };
}

export type BlockAtomicTxs = { txs: AtomicTxView[]; undecoded: UndecodedView | null } | { error: string } | null;

/**
 * The atomic txs of a C block, from the `blockExtraData` coreth adds to its eth blocks. null when the
 * block has no such field (subnet-evm, other EVMs); the txs before the first one the codec cannot
 * read, and that one on as undecoded bytes; an error text when it is not even hex. The rest of the
 * block shows either way.
 */
export function blockAtomicTxs(block: object, ctx: DecodeContext): BlockAtomicTxs {
  const extra = (block as { blockExtraData?: unknown }).blockExtraData;
  if (extra === undefined || extra === null) return null;
  if (typeof extra !== 'string') return { error: 'The node sent blockExtraData that is not hex.' };
  try {
    return splitCBlockAtomicTxs(extra, ctx);
  } catch (err) {
    return {
      error: `The block's atomic transactions could not be decoded: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}
