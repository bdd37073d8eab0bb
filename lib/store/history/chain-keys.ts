// The names the history gives chains and tokens, shared by the store, the follower and the pages that
// show history in the browser: nothing here may pull in the store or anything of Node's.

export type HistoryChain = 'X' | 'P' | 'C';
export const HISTORY_CHAINS: readonly HistoryChain[] = ['X', 'P', 'C'];

/**
 * A chain the follower indexes: X, P, C, or an L1's EVM chain by its blockchain id (cb58), which is
 * what rows of that chain carry in their chain column.
 */
export type FollowedChain = string;

/** A blockchain id in cb58, as an L1 chain's key is written. */
const L1_CHAIN_ID = '[1-9A-HJ-NP-Za-km-z]{40,60}';
const L1_CHAIN_KEY = new RegExp(`^${L1_CHAIN_ID}$`);
const TOKEN_KEY = new RegExp(`^(?:(${L1_CHAIN_ID}):)?(0x[0-9a-fA-F]{40})$`);

/** Whether `s` has the shape of a blockchain id, as an L1 chain's key is written. */
export const isL1ChainId = (s: string): boolean => L1_CHAIN_KEY.test(s);

/** Whether `s` may name a chain the follower indexes: X, P, C or an L1 blockchain id. */
export const isFollowedChain = (s: string): boolean =>
  (HISTORY_CHAINS as readonly string[]).includes(s) || isL1ChainId(s);

/** Whether a chain key names an L1 EVM chain (a blockchain id), not X, P or C. */
export const isL1Chain = (chain: FollowedChain): boolean => !(HISTORY_CHAINS as readonly string[]).includes(chain);

/**
 * A token's key in the history: its address on the C-chain; `<blockchainID>:<address>` on an L1 EVM
 * chain, where the same address may be another contract.
 */
export const tokenKey = (chain: FollowedChain, address: string): string =>
  chain === 'C' ? address : `${chain}:${address}`;

/** The chain and address a token key names (null when it is not one). */
export function splitTokenKey(key: string): { chain: FollowedChain; address: string } | null {
  const m = TOKEN_KEY.exec(key);
  return m ? { chain: m[1] ?? 'C', address: m[2]!.toLowerCase() } : null;
}
