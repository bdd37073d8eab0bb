// The follower decodes a large batch without holding up the server: a timer due while it decodes
// fires within a few milliseconds, not once the whole batch is done.
import { expect, it } from 'vitest';
import type { HistoryStore, TokenInfo } from '@/lib/store/history/records';
import type { EvmBlockWithReceipts } from './block-sources';
import { localChainContext } from './testing/local-chain-context';
import { evmReader } from './chain-readers';
import type { NodeReader } from './node-reader';

const TOKEN = '0x004938290cce6a8d0dcabb642e892d5bb08e8296';
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const word = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

/** `blocks` C-chain blocks of `perBlock` token transfers each, with their receipts. */
function evmBlocks(blocks: number, perBlock: number): EvmBlockWithReceipts[] {
  return Array.from({ length: blocks }, (_, b) => ({
    block: {
      number: `0x${(b + 1).toString(16)}`,
      gasUsed: '0x0',
      hash: word(b + 1),
      timestamp: `0x${(1_700_000_000 + b).toString(16)}`,
      transactions: Array.from({ length: perBlock }, (_, t) => ({
        hash: word(b * perBlock + t + 1),
        from: addr(t + 1),
        to: TOKEN,
        value: '0x0',
        input: '0xa9059cbb',
      })),
    },
    receipts: Array.from({ length: perBlock }, (_, t) => ({
      status: '0x1',
      gasUsed: '0x5208',
      effectiveGasPrice: '0x5d21dba00',
      logs: [{ address: TOKEN, topics: [TRANSFER, word(t + 1), word(t + 2)], data: word(5), logIndex: '0x0' }],
    })),
  }));
}

it('lets a timer due during a large batch fire promptly', async () => {
  const known = new Map<string, TokenInfo>([
    [TOKEN, { address: TOKEN, kind: 'erc20', name: null, symbol: null, decimals: null, transfers: 1, holders: 1 }],
  ]);
  const store = { tokens: async () => known, utxos: async () => new Map() } as unknown as HistoryStore;
  const node: NodeReader = {
    call: () => Promise.reject(new Error('the batch needs nothing from the node')),
  };
  const ctx = localChainContext();
  const reader = evmReader({ ctx, store, node }, 'C', ctx.facts.cChainID!);
  // 24,000 token transfers: six times the txs the follower aims at per batch.
  const raw = evmBlocks(600, 40);
  const cursor = { chain: 'C', nextHeight: 1 } as Parameters<typeof reader.derive>[1];

  // A 5 ms tick through the whole decode: the gaps between ticks are how long the loop was held.
  const gaps: number[] = [];
  let last = performance.now();
  const tick = setInterval(() => {
    const t = performance.now();
    gaps.push(t - last);
    last = t;
  }, 5);
  const started = performance.now();
  const derived = await reader.derive(raw, cursor).finally(() => clearInterval(tick));
  const took = performance.now() - started;

  expect(derived.blocks).toHaveLength(600);
  expect(derived.blocks[599]!.txs).toHaveLength(40);
  // The batch is large enough that decoding it in one go would hold the loop far past a tick.
  expect(took).toBeGreaterThan(200);
  // Decoded in one go, the timer would fire once at most. Yielding every 10 ms, it fires about once a
  // slice: the typical gap is the slice, whatever a busy machine (the rest of the suite on two cores)
  // or a GC pause does to a few of them.
  expect(gaps.length).toBeGreaterThan(5);
  const median = [...gaps].sort((x, y) => x - y)[Math.floor(gaps.length / 2)]!;
  expect(median).toBeLessThan(40);
});
