// What tests and benchmarks write into the history store: a tx that touches nothing until the caller
// says what it does, and a chain's cursor at height 0.
import type { HistoryChain, HistoryStore, TxWrite } from '../records';

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
      },
      nowMs,
    );
  }
}
