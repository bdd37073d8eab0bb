// An EVM block's txs as CSV: each tx's fee from its receipt, and past the receipts one export reads a
// last line says the fee cells left blank are not zero but unread.
import { expect, it, vi } from 'vitest';
import { csvStream } from '@/lib/history/csv-stream';
import { BLOCK_RECEIPTS_MAX } from './evm';

const hashOf = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;
let txCount = 0;
const evm = {
  getBlock: vi.fn(async () => ({
    number: 7n,
    hash: hashOf(999_999),
    transactions: Array.from({ length: txCount }, (_, i) => ({
      hash: hashOf(i),
      from: '0x' + '1'.repeat(40),
      to: '0x' + '2'.repeat(40),
      input: '0xa9059cbb' + '0'.repeat(8),
      value: BigInt(i),
      gas: 21_000n,
      nonce: i,
    })),
  })),
  getTransactionReceipt: vi.fn(async ({ hash }: { hash: string }) => ({
    transactionHash: hash,
    gasUsed: 21_000n,
    effectiveGasPrice: 25n + BigInt(Number(hash)),
  })),
};
vi.mock('./evm-chains', () => ({ resolveEvmChain: async () => ({ key: 'C' }), evmClient: () => evm }));
const { evmBlockTxsCsv } = await import('./evm-block-txs-csv');

async function exported(): Promise<string[]> {
  const file = await evmBlockTxsCsv('C', '7');
  if (file instanceof Response) throw new Error(`a problem: ${file.status}`);
  return (await new Response(csvStream(file.list, file.maxRows, file.pageRows)).text()).trim().split('\n');
}

it('gives every tx its fee when the block is small, and says nothing more', async () => {
  txCount = 2;
  const lines = await exported();
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).map((l) => l.split(',')[6])).toEqual([String(21_000n * 25n), String(21_000n * 26n)]);
});

it('ends with a line saying why fee_wei is blank past the receipts it reads', async () => {
  txCount = BLOCK_RECEIPTS_MAX + 3;
  const lines = await exported();
  const rows = lines.slice(1, -1).map((l) => l.split(','));
  expect(rows).toHaveLength(txCount);
  expect(rows[BLOCK_RECEIPTS_MAX - 1]![6]).toBe(String(21_000n * (25n + BigInt(BLOCK_RECEIPTS_MAX - 1))));
  expect(rows.slice(BLOCK_RECEIPTS_MAX).map((r) => r[6])).toEqual(['', '', '']);
  expect(lines.at(-1)).toMatch(new RegExp(`^# fee_wei is given for the first ${BLOCK_RECEIPTS_MAX} txs only`));
});
