// Amounts of an EVM chain's own coin (18 decimals) and its gas prices, in words a reader knows.
import type { EvmChain } from '@/lib/explorer/evm-chains';
import { formatAmount } from '@/lib/format/amount';

export const coinAmount = (chain: Pick<EvmChain, 'coin'>, wei: bigint): string =>
  formatAmount(wei, 18, { symbol: chain.coin });

/** A gas price: nAVAX (gwei) on C, gwei of the L1's coin elsewhere. */
export const gasPrice = (chain: Pick<EvmChain, 'isC'>, wei: bigint): string =>
  formatAmount(wei, 9, { symbol: chain.isC ? 'nAVAX' : 'gwei' });
