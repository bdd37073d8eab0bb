// How a history row names its chain: X, P and C by letter, an L1's EVM chain by its blockchain id
// (shortened for display; the full id is the link to its blockchain page).
import type { AssetMeta } from '@/lib/explorer/assets';
import { isL1Chain, type HistoryChain } from '@/lib/store/history/chain-keys';

/**
 * An L1 EVM chain's own coin, which the history keys 'evm' as it does the C-Chain's AVAX: in wei, but
 * not AVAX (its symbol is the L1's to choose, and no API names it).
 */
export const L1_NATIVE: AssetMeta = {
  id: 'evm',
  name: 'L1 native coin',
  symbol: '(native)',
  denomination: 18,
  known: true,
};

export const isPrimaryChain = (chain: string): chain is HistoryChain => !isL1Chain(chain);

export const chainLabel = (chain: string): string =>
  isPrimaryChain(chain) ? `${chain}-Chain` : `L1 ${chain.slice(0, 8)}…`;
