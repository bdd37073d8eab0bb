// An address's own balances on one chain, for its card. Balances page by (holder, chain, asset): the
// page starts at the address's own holder key and chain, so owner sets it is part of (their keys sort
// first) or its balances on other chains cannot fill the page before its own.
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import type { BalanceRow, HistoryStore } from '@/lib/store/history/records';

export async function ownBalances(
  h: Pick<HistoryStore, 'addressBalances'>,
  key: string,
  chain: HistoryChain,
  limit: number,
): Promise<BalanceRow[]> {
  // Keyset `after` is exclusive: every asset id sorts after ''.
  const { rows } = await h.addressBalances(key, { holder: key, chain, asset: '' }, limit);
  return rows.filter((b) => b.holder === key && b.chain === chain && b.amount > 0n);
}
