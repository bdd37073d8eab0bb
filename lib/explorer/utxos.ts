// UTXOs of an address, decoded from the node's hex, paged with the node's own endIndex cursor,
// and balances summed from them (getBalance-style methods are deprecated on the node).
import { decodeXUtxo } from '@/lib/decode/avm';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { DecodeContext, UtxoView } from '@/lib/decode/model';
import { decodePUtxo } from '@/lib/decode/pvm';
import { serverNodeClient } from '@/lib/node/server-client';

export interface UtxoPage {
  utxos: UtxoView[];
  /** The cursor of the next page, when the node may have more. */
  next: string | null;
}

export const UTXO_PAGE_SIZE = 25;
const BALANCE_PAGE = 1024;

function decode(chain: 'X' | 'P', hex: string, ctx: DecodeContext): UtxoView {
  const bytes = nodeHexToBytes(hex);
  return chain === 'X' ? decodeXUtxo(bytes, ctx) : decodePUtxo(bytes, ctx);
}

export async function loadUtxoPage(
  chain: 'X' | 'P',
  address: string,
  ctx: DecodeContext,
  opts: { after?: string; sourceChain?: string; limit?: number } = {},
): Promise<UtxoPage> {
  const c = serverNodeClient();
  const limit = opts.limit ?? UTXO_PAGE_SIZE;
  const params = {
    addresses: [address],
    limit,
    encoding: 'hex' as const,
    ...(opts.sourceChain ? { sourceChain: opts.sourceChain } : {}),
    ...(opts.after ? { startIndex: { address, utxo: opts.after } } : {}),
  };
  const res = chain === 'X' ? await c.avm.getUTXOs(params) : await c.platform.getUTXOs(params);
  const utxos = res.utxos.map((h) => decode(chain, h, ctx));
  // A full page means the node may have more; its endIndex is where the next page starts.
  const next = utxos.length >= limit && res.endIndex.utxo ? res.endIndex.utxo : null;
  return { utxos, next };
}

export interface Balances {
  /** assetID → amount, from fungible outputs. */
  amounts: Record<string, bigint>;
  /** assetID → count of UTXOs without an amount (NFTs, mint rights). */
  others: Record<string, number>;
  /** Of the amounts, what is still time-locked. */
  locked: Record<string, bigint>;
  utxoCount: number;
  /** True when the address has more UTXOs than were summed. */
  partial: boolean;
}

export function sumBalances(utxos: readonly UtxoView[], nowSeconds: bigint): Omit<Balances, 'partial'> {
  const amounts: Record<string, bigint> = {};
  const locked: Record<string, bigint> = {};
  const others: Record<string, number> = {};
  for (const u of utxos) {
    const o = u.output;
    if (o.amount === null) {
      others[o.assetID] = (others[o.assetID] ?? 0) + 1;
      continue;
    }
    amounts[o.assetID] = (amounts[o.assetID] ?? 0n) + o.amount;
    const lockedUntil =
      o.stakeableLocktime && o.stakeableLocktime > o.owners.locktime ? o.stakeableLocktime : o.owners.locktime;
    if (lockedUntil > nowSeconds) locked[o.assetID] = (locked[o.assetID] ?? 0n) + o.amount;
  }
  return { amounts, locked, others, utxoCount: utxos.length };
}

/**
 * Balances summed from the address's first BALANCE_PAGE UTXOs: one node call per page view, however
 * many UTXOs the address holds (`partial` says there are more; the UTXO list pages through them all).
 */
export async function loadBalances(chain: 'X' | 'P', address: string, ctx: DecodeContext): Promise<Balances> {
  const page = await loadUtxoPage(chain, address, ctx, { limit: BALANCE_PAGE });
  return { ...sumBalances(page.utxos, BigInt(Math.floor(Date.now() / 1000))), partial: page.next !== null };
}
