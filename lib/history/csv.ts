// An address's txs as CSV: one line per tx and asset it moved (exact amounts in the asset's smallest
// unit), so a spreadsheet can sum them.
import type { AddressTxRow } from '@/lib/store/history/records';
import { csvCell } from '@/lib/format/csv-cell';

export const ADDRESS_TXS_CSV_HEADER = ['time_utc', 'chain', 'height', 'tx_id', 'type', 'asset', 'amount'];

/** A tx's lines: one per asset it moved (a tx that moved none still gets one, without an amount). */
export function addressTxCsvLines(r: AddressTxRow): (string | number)[][] {
  const time = new Date(r.timeMs).toISOString();
  const deltas = r.deltas.length ? r.deltas : [{ asset: '', amount: '' }];
  return deltas.map((d) => [time, r.chain, r.height, r.txID, r.type, d.asset, d.amount]);
}

export function addressTxsCsv(rows: readonly AddressTxRow[]): string {
  const lines = [ADDRESS_TXS_CSV_HEADER.join(',')];
  for (const r of rows) for (const l of addressTxCsvLines(r)) lines.push(l.map(csvCell).join(','));
  return lines.join('\n') + '\n';
}
