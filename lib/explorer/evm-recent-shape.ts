// The answer of /api/evm/<chain>/recent, shared by the server and the chain page (no server imports).

/** Decimal strings for every quantity: they survive JSON. */
export interface EvmRecentBlock {
  number: string;
  hash: string;
  timeMs: number;
  txs: number;
  gasUsed: string;
  gasLimit: string;
  baseFee: string | null;
  miner: string;
}

export interface EvmRecentTx {
  hash: string;
  blockNumber: string;
  timeMs: number;
  from: string;
  to: string | null;
  value: string;
  /** The first 4 bytes of the calldata, or null for a plain transfer. */
  selector: string | null;
}

/** How many blocks and txs a chain page shows (and its server seeds, components/evm/evm-chain-page.tsx). */
export const EVM_RECENT_COUNT = 10;

export interface EvmRecent {
  height: string;
  blocks: EvmRecentBlock[];
  txs: EvmRecentTx[];
}

/** Txs per second over the blocks given (newest first): the txs after the oldest, over the time they span. */
export function evmTps(blocks: readonly Pick<EvmRecentBlock, 'timeMs' | 'txs'>[]): number | null {
  if (blocks.length < 2) return null;
  const span = (blocks[0]!.timeMs - blocks[blocks.length - 1]!.timeMs) / 1000;
  if (span <= 0) return null;
  const txs = blocks.slice(0, -1).reduce((a, b) => a + b.txs, 0);
  return txs / span;
}
