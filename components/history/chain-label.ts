// How a history row names its chain: X, P and C by letter, an L1's EVM chain by its blockchain id
// (shortened for display; the full id is the link to its blockchain page).
export type PrimaryChain = 'X' | 'P' | 'C';

export const isPrimaryChain = (chain: string): chain is PrimaryChain => chain === 'X' || chain === 'P' || chain === 'C';

export const chainLabel = (chain: string): string =>
  isPrimaryChain(chain) ? `${chain}-Chain` : `L1 ${chain.slice(0, 8)}…`;
