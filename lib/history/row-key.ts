// A listing's page cursor as URL text: `<timeMs>.<chain>.<height>.<pos>` of the last row shown (token
// transfers: `<height>.<logIndex>`), so a page of history survives a reload and can be shared.
import type { BalanceKey, HolderKey, RowKey, TransferKey } from '@/lib/store/history/records';
import { isFollowedChain } from '@/lib/store/history/chain-keys';

export const rowKeyText = (k: RowKey): string => `${k.timeMs}.${k.chain}.${k.height}.${k.pos}`;

export function parseRowKey(text: string): RowKey | null {
  // The chain is X, P, C or an L1's blockchain id: an address's txs on an L1 page on like the others.
  const m = /^(\d{1,15})\.([^.]{1,60})\.(\d{1,15})\.(\d{1,9})$/.exec(text);
  if (!m || !isFollowedChain(m[2]!)) return null;
  return { timeMs: Number(m[1]), chain: m[2]!, height: Number(m[3]), pos: Number(m[4]) };
}

/** `<height>.<logIndex>`, and `.<batchIndex>` inside an ERC-1155 batch. */
export const transferKeyText = (k: TransferKey): string =>
  `${k.height}.${k.logIndex}${k.batchIndex ? `.${k.batchIndex}` : ''}`;

export function parseTransferKey(text: string): TransferKey | null {
  const m = /^(\d{1,15})\.(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
  return m ? { height: Number(m[1]), logIndex: Number(m[2]), batchIndex: Number(m[3] ?? 0) } : null;
}

/** An asset's holders page on from `<amount>.<chain>.<holder>` of the last holder shown. */
export const holderKeyText = (k: HolderKey): string => `${k.amount}.${k.chain}.${k.holder}`;

export function parseHolderKey(text: string): HolderKey | null {
  const m = /^(\d{1,40})\.([^.]{1,60})\.([^.]{1,2000})$/.exec(text);
  if (!m || !isFollowedChain(m[2]!)) return null;
  return { amount: BigInt(m[1]!), chain: m[2]!, holder: m[3]! };
}

/**
 * An address's balances page on from `<chain>.<asset>.<holder>` of the last balance shown (the holder
 * last: an owner set's key, `2/3:a,b,c`, runs long).
 */
export const balanceKeyText = (k: BalanceKey): string => `${k.chain}.${k.asset}.${k.holder}`;

export function parseBalanceKey(text: string): BalanceKey | null {
  const m = /^([^.]{1,60})\.([^.]{1,100})\.([^.]{1,2000})$/.exec(text);
  if (!m || !isFollowedChain(m[1]!)) return null;
  return { chain: m[1]!, asset: m[2]!, holder: m[3]! };
}
