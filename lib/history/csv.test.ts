import { expect, it } from 'vitest';
import type { AddressTxRow } from '@/lib/store/history/records';
import { addressTxsCsv } from './csv';

const row = (type: string, asset: string, amount: string): AddressTxRow =>
  ({
    chain: 'X',
    height: 7,
    pos: 0,
    timeMs: Date.UTC(2026, 0, 1),
    txID: 'tx1',
    type,
    deltas: [{ asset, amount }],
  }) as AddressTxRow;

it('keeps every formula start as text, and exact integer amounts (negative too) as numbers', () => {
  // Chain data (a type or asset name) is untrusted: each of these would run in a spreadsheet.
  const hostile = ['-1+cmd|/C calc!A0', '=HYPERLINK("x")', '+1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', '-2-3'];
  const csv = addressTxsCsv(hostile.map((h) => row('BaseTx', h, '-5000')));
  const cells = csv
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.slice(l.indexOf('BaseTx,') + 'BaseTx,'.length));
  for (const [i, line] of cells.entries()) {
    const asset = line.slice(0, line.lastIndexOf(','));
    // Quoted or not, the cell's text starts with an apostrophe, never with the trigger.
    expect(asset.replace(/^"/, ''), hostile[i]).toMatch(/^'/);
    expect(line.endsWith(',-5000'), hostile[i]).toBe(true);
  }
  // Tabs and CRs are quoted too, so no reader splits or trims the cell.
  expect(csv).toContain(`"'\t=1+1"`);
});
