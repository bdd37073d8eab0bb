// An address's txs as CSV: one line per tx and asset it moved (exact amounts in the asset's smallest
// unit), so a spreadsheet can sum them.
import type { AddressTxRow } from '@/lib/store/history/records';

// Every start a spreadsheet reads as a formula: = + - @, and tab and CR (some apps skip them first).
const FORMULA_START = /^[=+\-@\t\r]/;
// The one kind of cell that may start with '-': an exact integer amount, which must stay a number.
const INTEGER = /^-?\d+$/;

export const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote what would split a cell, and defuse formula starts (`-1+cmd|…` too) for spreadsheet apps.
  const safe = FORMULA_START.test(s) && !INTEGER.test(s) ? `'${s}` : s;
  return /[",\n\r\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function addressTxsCsv(rows: readonly AddressTxRow[]): string {
  const lines = ['time_utc,chain,height,tx_id,type,asset,amount'];
  for (const r of rows) {
    const time = new Date(r.timeMs).toISOString();
    const deltas = r.deltas.length ? r.deltas : [{ asset: '', amount: '' }];
    for (const d of deltas)
      lines.push([time, r.chain, r.height, r.txID, r.type, d.asset, d.amount].map(csvCell).join(','));
  }
  return lines.join('\n') + '\n';
}
