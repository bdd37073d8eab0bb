import { expect, it } from 'vitest';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { startCursorsAtZero, txWrite } from '@/lib/store/history/testing/writes';
import type { BlockWrite, UtxoRecord } from '@/lib/store/history/records';
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import { ownBalances } from './own-balances';

const B = 'local1bbbb';
const C = 'local1cccc';
const SHARED = `2/2:${B},${C}`;
const T0 = 1_700_000_000_000;

const utxo = (n: number, holder: string, asset: string, amount: bigint, chain: HistoryChain): UtxoRecord => {
  const id = new Uint8Array(36);
  id[0] = n >> 8;
  id[1] = n & 0xff;
  id[2] = chain.charCodeAt(0);
  return { id, chain, asset, amount, holder };
};

const block = (chain: HistoryChain, creates: UtxoRecord[]): BlockWrite => ({
  height: 0,
  id: `${chain}-block0`,
  timeMs: T0,
  txs: [txWrite({ id: `${chain}-tx0`, assets: [...new Set(creates.map((u) => u.asset))], creates })],
});

const cursor = { source: 'index' as const, startHeight: 0, nextHeight: 1, nextIndex: 1, indexedTimeMs: T0 };
const tip = { tipHeight: 1, tipAtMs: T0, blocksPerSec: 1, txsPerSec: 1, updatedMs: T0 };

describeEachStore('an address card’s balances', (s) => {
  it('finds the address’s own balances on its chain behind a full page of owner-set and other-chain rows', async () => {
    const store = await s.open(await s.freshConfig());
    const h = store.history;
    await startCursorsAtZero(h, ['X', 'P'], 'index', T0);
    const many = Array.from({ length: 12 }, (_, i) => `asset${String(i).padStart(2, '0')}`);
    // X: an owner set B is part of holds 12 assets (its key sorts before B's), B holds 2 of its own.
    await h.writeBlocks(
      {
        chain: 'X',
        fromHeight: 0,
        blocks: [
          block('X', [
            ...many.map((a, i) => utxo(i, SHARED, a, 7n, 'X')),
            utxo(100, B, 'gold', 5n, 'X'),
            utxo(101, B, 'avax', 9n, 'X'),
          ]),
        ],
        tokens: [],
        cursor: { ...cursor, ...tip },
      },
      T0,
    );
    // P (sorts before X): B holds 12 assets there too.
    await h.writeBlocks(
      {
        chain: 'P',
        fromHeight: 0,
        blocks: [
          block(
            'P',
            many.map((a, i) => utxo(200 + i, B, a, 3n, 'P')),
          ),
        ],
        tokens: [],
        cursor: { ...cursor, ...tip },
      },
      T0,
    );
    // A page of 10: the first page in balance order holds only owner-set rows.
    expect((await h.addressBalances(B, undefined, 10)).rows.every((r) => r.holder === SHARED)).toBe(true);
    expect((await ownBalances(h, B, 'X', 10)).map((b) => [b.asset, b.amount])).toEqual([
      ['avax', 9n],
      ['gold', 5n],
    ]);
    expect((await ownBalances(h, B, 'P', 10)).map((b) => b.asset)).toEqual(many.slice(0, 10));
    expect(await ownBalances(h, C, 'X', 10)).toEqual([]);
  });
});
