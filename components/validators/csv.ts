// CSV export. Fields are quoted when needed (RFC 4180) and, since node ids, memos and names are
// untrusted chain data, a cell a spreadsheet would read as a formula (= + - @, tab, CR) is prefixed
// with an apostrophe so it stays text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | bigint | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // Numbers we produce ourselves are safe; a negative number must stay a number.
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
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
