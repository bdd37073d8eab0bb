// A list's CSV as a spec reads it: downloaded from the page's link or button, parsed as RFC 4180.
import fs from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The CSV a click downloads. A button clicked before the page hydrates does nothing: clicked again until one starts. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<string[][]> {
  let dl: Download | undefined;
  await expect(async () => {
    [dl] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), click()]);
  }).toPass({ timeout: 90_000 });
  return parseCsv(fs.readFileSync((await dl!.path())!, 'utf8'));
}
