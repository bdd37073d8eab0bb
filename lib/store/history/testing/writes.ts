// What tests and benchmarks write into the history store: a tx that touches nothing until the caller
// says what it does, and a chain's cursor at height 0.
import type { BlockBatch, BlockWrite, HistoryStore, TxWrite } from '../records';
import type { HistoryChain } from '@/lib/store/history/chain-keys';

export function txWrite(over: Partial<TxWrite> & { id: string }): TxWrite {
  return {
    pos: 0,
    type: 'BaseTx',
    fee: 0n,
    addresses: [],
    assets: [],
    creates: [],
    spends: [],
    evmDeltas: [],
    staking: [],
    validations: [],
    tokenTransfers: [],
    ...over,
  };
}

/** Starts each chain's cursor at height 0, read from `source`. */
export async function startCursorsAtZero(
  h: HistoryStore,
  chains: readonly HistoryChain[],
  source: 'index' | 'height',
  nowMs: number,
): Promise<void> {
  for (const chain of chains) {
    await h.startCursor(
      {
        chain,
        source,
        startHeight: 0,
        nextHeight: 0,
        nextIndex: source === 'index' ? 0 : null,
        indexedTimeMs: null,
        tipHeight: null,
        tipAtMs: null,
        blocksPerSec: 0,
        txsPerSec: 0,
        networkID: 12345,
        blockchainID: `${chain}-chain`,
      },
      nowMs,
    );
  }
}

/** A batch of one block, read by height, that moves the chain's cursor just past it. */
export function oneBlockBatch(chain: HistoryChain, block: BlockWrite, tipHeight: number, perSec: number): BlockBatch {
  return {
    chain,
    fromHeight: block.height,
    blocks: [block],
    tokens: [],
    cursor: {
      source: 'height',
      startHeight: 0,
      nextHeight: block.height + 1,
      nextIndex: null,
      indexedTimeMs: block.timeMs,
      tipHeight,
      tipAtMs: block.timeMs,
      blocksPerSec: perSec,
      txsPerSec: perSec,
      updatedMs: block.timeMs,
    },
  };
}
