// A CSV list the node gives in one answer (L1s, an L1's validators, a block's txs): all its rows at once,
// no cursor. Here, not beside csvStream: lib/history sits above lib/explorer.
import type { CsvList } from '@/lib/history/csv-stream';

type Cell = string | number | bigint;

/** `rows` as a CSV list of one page; `lines` when a row is not already its one line. */
export function wholeList<Row extends readonly Cell[]>(
  header: readonly string[],
  rows: readonly Row[],
): CsvList<Row, never>;
export function wholeList<Row>(
  header: readonly string[],
  rows: readonly Row[],
  lines: (row: Row) => readonly (readonly Cell[])[],
): CsvList<Row, never>;
export function wholeList<Row>(
  header: readonly string[],
  rows: readonly Row[],
  lines: (row: Row) => readonly (readonly Cell[])[] = (r) => [r as readonly Cell[]],
): CsvList<Row, never> {
  return { header, lines, read: async () => ({ rows, next: null }), resume: () => '' };
}
