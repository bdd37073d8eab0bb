// A table of rows with one column definition each (head, cell, alignment): the explorer's listings
// share its look, and a listing names only what differs, its columns and row attributes.
import type { ReactNode } from 'react';

export interface Column<R> {
  head?: ReactNode;
  cell: (row: R) => ReactNode;
  /** Classes of the column's cells (not its head). */
  className?: string;
  right?: boolean;
  /** The test id of the column's cells. */
  testId?: string;
}

const PAD = { compact: { th: 'px-2 py-2', td: 'px-2 py-1' }, roomy: { th: 'px-3 py-2', td: 'px-3 py-2' } };

export function DataTable<R>({
  rows,
  columns,
  row,
  testId,
  minWidth,
  density = 'compact',
  leading,
  frameClassName = 'overflow-x-auto',
  empty,
}: {
  rows: readonly R[];
  /** `false` leaves a column out (a column only some views show). */
  columns: readonly (Column<R> | false)[];
  /** A row's React key and the data attributes of its <tr> (its test id, the id it shows). */
  row: (row: R) => { key: string } & Record<`data-${string}`, string | number>;
  testId?: string;
  /** A Tailwind min-width (e.g. `min-w-[40rem]`); the frame scrolls sideways below it. */
  minWidth?: string;
  density?: keyof typeof PAD;
  /** Rows before the data rows (a loading placeholder). */
  leading?: ReactNode;
  frameClassName?: string;
  /** What shows instead of the table when there are no rows. */
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return empty;
  const cols = columns.filter((c): c is Column<R> => c !== false);
  const pad = PAD[density];
  const cls = (base: string, c: Column<R>, extra?: string) =>
    [base, c.right ? 'text-right' : '', extra ?? ''].filter(Boolean).join(' ');
  return (
    <div className={frameClassName}>
      <table className={['w-full', minWidth, 'text-left text-sm'].filter(Boolean).join(' ')} data-testid={testId}>
        {cols.some((c) => c.head !== undefined) && (
          <HeadRow
            columns={cols.map((c) => c.head)}
            className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800 dark:text-slate-400"
            cellClass={(i) => cls(pad.th, cols[i]!)}
          />
        )}
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {leading}
          {rows.map((r) => {
            const { key, ...attrs } = row(r);
            return (
              <tr key={key} {...attrs}>
                {cols.map((c, i) => (
                  <td key={i} className={cls(pad.td, c, c.className)} data-testid={c.testId}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A table's head: one row, one cell per column; `cellClass` styles the column's cell by its index. */
export function HeadRow({
  columns,
  className,
  cellClass,
}: {
  columns: readonly ReactNode[];
  className: string;
  cellClass: (i: number) => string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((c, i) => (
          <th key={i} className={cellClass(i)}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The head of a small table in a card (text sized by its table): one cell per column name. */
export function PlainHead({ columns }: { columns: readonly string[] }) {
  const last = columns.length - 1;
  return (
    <HeadRow
      columns={columns}
      className="text-xs text-slate-500"
      cellClass={(i) => (i < last ? 'py-1 pr-3 font-medium' : 'py-1 font-medium')}
    />
  );
}
