// CSV export in the browser: each cell through lib/format's one spreadsheet-safe cell (node ids,
// memos and names are untrusted chain data), rows joined as RFC 4180 asks.
import { csvCell as safeCell } from '@/lib/format/csv-cell';

export function csvCell(value: string | number | bigint | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return safeCell(typeof value === 'number' ? value : String(value));
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | bigint | boolean | null | undefined)[])[],
): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Offers `text` as a file download in the browser. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
