// The X/P block list's CSV: a block the codec cannot read is a row marked undecoded (the export goes on
// past it), and txs a block holds that the codec cannot read are counted, not dropped.
import { expect, it, vi } from 'vitest';
import { avmBlockId, encodeAvmTx, idToString } from '@/lib/codec';
import { formatBytes } from '@/lib/codec/encoding';
import { AVM_SAMPLES, signedByEwoq } from '@/lib/codec/testing/avm-fixtures';
import { avmBlockOf, withUnknownType } from '@/lib/codec/testing/undecoded-fixtures';
import { csvStream } from '@/lib/history/csv-stream';

const node = { avm: { getHeight: vi.fn(), getBlockByHeight: vi.fn() } };
vi.mock('@/lib/node/server-client', () => ({ serverNodeClient: () => node }));
vi.mock('./network', () => ({ networkInfo: async () => ({ ctx: { hrp: 'local', chainAliases: {} } }) }));
const { blocksCsv } = await import('./blocks-csv');

const known = signedByEwoq(AVM_SAMPLES.BaseTx);
const other = signedByEwoq(AVM_SAMPLES.ExportTx);

/** Height 2: two txs, the second of a type the codec does not know. */
const withUnknownTx = withUnknownType(avmBlockOf(2n, [known, other]), encodeAvmTx(other)).block;
/** Height 1: a block type the codec does not know. */
const unreadable = Uint8Array.from([0, 0, 0, 0, 0, 77, 1, 2, 3, 4]);
/** Height 0: a plain block. */
const plain = avmBlockOf(0n, [known], 1_600_000_000n);

it('marks an unreadable block and counts unreadable txs, and goes on to the blocks below', async () => {
  const blocks = [plain, unreadable, withUnknownTx];
  node.avm.getHeight.mockResolvedValue({ height: 2n });
  node.avm.getBlockByHeight.mockImplementation(async ({ height }: { height: bigint }) => ({
    block: formatBytes(blocks[Number(height)]!, 'hex'),
    encoding: 'hex',
  }));
  const file = await blocksCsv('X', null);
  if (file instanceof Response) throw new Error(`a problem: ${file.status}`);
  const rows = (await new Response(csvStream(file.list, file.maxRows, file.pageRows)).text()).trim().split('\n');
  expect(rows[0]).toBe('height,block_id,type,time_utc,tx_count,tx_ids');
  const [top, bad, genesis] = rows.slice(1).map((r) => r.split(','));
  expect(top![0]).toBe('2');
  expect(top![2]).toBe('StandardBlock + 1 tx undecoded (type 9999)');
  expect(top![3]).toBe('2023-11-14T22:13:20.000Z');
  expect(top![4]).toBe('2');
  expect(top![5]!.split(' ')).toHaveLength(2);
  expect(bad).toEqual(['1', idToString(avmBlockId(unreadable)), 'undecoded (type 77)', '', '', '']);
  expect(genesis![0]).toBe('0');
  expect(genesis![4]).toBe('1');
  expect(rows).toHaveLength(4);
});
