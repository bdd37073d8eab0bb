// A staking table in its scroll frame, or one line saying there is nothing to list.
import type { ReactNode } from 'react';
import { HeadRow } from '@/components/ui/data-table';

export function TableOrEmpty({
  empty,
  emptyText,
  width,
  testId,
  children,
}: {
  empty: boolean;
  emptyText: string;
  /** The table's min-width class (a literal, so Tailwind sees it), below which it scrolls sideways. */
  width: string;
  testId?: string;
  children: ReactNode;
}) {
  if (empty) return <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className={`w-full ${width} text-sm`} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

/** The header row of a staking table: one cell per column. */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <HeadRow
      columns={columns}
      className="bg-slate-50 text-left text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300"
      cellClass={() => 'px-3 py-2'}
    />
  );
}
