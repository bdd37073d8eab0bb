// A list's CSV as a spec reads it: downloaded from the page's link or button, parsed as RFC 4180.
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';

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

export async function downloaded(page: Page, click: () => Promise<void>): Promise<string[][]> {
  const [dl]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return parseCsv(fs.readFileSync((await dl.path())!, 'utf8'));
}
