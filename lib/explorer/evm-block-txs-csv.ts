// An EVM block's txs as CSV (`/api/evm/[chain]/blocks/[ref]/txs?format=csv`): every tx of the block, in
// block order, as its page lists them (from, to, method, value and fee exact in wei). One block, bounded
// by its gas; fees for the first BLOCK_RECEIPTS_MAX txs, as on the page, and a last line saying so.
import type { CsvFile } from '@/lib/history/csv-stream';
import { wholeList } from './whole-list';
import { problem } from '@/lib/api/reply';
import { BLOCK_RECEIPTS_MAX, loadEvmBlockWithTxs } from './evm';
import { evmClient, resolveEvmChain } from './evm-chains';
import { nodeFailureOf } from './errors';

type Row = readonly (string | number | bigint)[];

const HEADER = ['position', 'tx_hash', 'from', 'to', 'method_selector', 'value_wei', 'fee_wei', 'gas_limit', 'nonce'];

export async function evmBlockTxsCsv(segment: string, ref: string): Promise<CsvFile<Row, never> | Response> {
  try {
    const chain = await resolveEvmChain(segment);
    if (!chain) return problem(404, 'the node serves no such EVM chain');
    const loaded = await loadEvmBlockWithTxs(evmClient(chain), ref);
    if (!loaded || loaded.block.number === null || !loaded.block.hash) return problem(404, 'no such block');
    const rows: Row[] = loaded.block.transactions.map((t, i) => [
      i,
      t.hash,
      t.from,
      t.to ?? '',
      t.input.length >= 10 ? t.input.slice(0, 10) : '',
      t.value,
      loaded.fees.get(t.hash) ?? '',
      t.gas,
      t.nonce,
    ]);
    return {
      filename: `${chain.key}-block-${loaded.block.number.toString()}-txs.csv`,
      list: {
        ...wholeList(HEADER, rows),
        note:
          rows.length > BLOCK_RECEIPTS_MAX
            ? `fee_wei is given for the first ${BLOCK_RECEIPTS_MAX} txs only; each tx's page shows its own`
            : undefined,
      },
    };
  } catch (e) {
    return nodeFailureOf(e)
      ? problem(503, 'the node is not answering')
      : problem(502, 'the node did not read this block');
  }
}
