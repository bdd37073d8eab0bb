// The frame the X/P and C block lists share: jump-to-height form, table shell and pager.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CsvLink } from '@/components/ui/csv-link';
import { HeadRow } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { apiUrl } from '@/lib/api/fetch';

export const BLOCKS_PER_PAGE = 20;

/** A block list's URL from a height (none: the live list). */
export type ListUrl = (from?: bigint) => string;

const buttonCls =
  'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** The top height of the page: `from` held to the chain's head (so a stale link shows the newest page), or the head when live. */
export function pageTop(from: bigint | null, latest: bigint | undefined): bigint | undefined {
  return from !== null ? (latest !== undefined && from > latest ? latest : from) : latest;
}

/** A GET form to the block list (`href()`) with `?from=<height>`, so the jump is a plain link too. */
export function JumpToHeight({ href }: { href: ListUrl }) {
  return (
    <form action={href()} method="get" className="flex items-center gap-2" role="search" aria-label="Jump to a height">
      <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        Jump to height
        <input
          name="from"
          inputMode="numeric"
          pattern="[0-9]*"
          required
          className="w-28 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
      </label>
      <button type="submit" className={buttonCls}>
        Go
      </button>
    </form>
  );
}

/** The list as CSV from the page shown (`from`, or the head) down, streamed and bounded on the server. */
export function BlocksCsv({ chain, from }: { chain: string; from: bigint | null }) {
  return (
    <CsvLink
      href={apiUrl('explorer.blocksCsv', { params: { chain }, query: { from: from?.toString(), format: 'csv' } })}
      testId="blocks-csv"
    />
  );
}

/** The block table: two id columns named by the chain, then time and tx count; skeleton rows until the head is known. */
export function BlockTable({
  columns,
  loading,
  skeletonRows,
  children,
}: {
  columns: [string, string];
  loading: boolean;
  skeletonRows: number;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[34rem] text-left text-sm" data-testid="block-list">
        <HeadRow
          columns={[...columns, 'Time', 'Txs']}
          className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800 dark:text-slate-400"
          cellClass={(i) => (i === 3 ? 'px-3 py-2 text-right' : 'px-3 py-2')}
        />
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {loading &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={i}>
                <td className="px-3 py-2" colSpan={4}>
                  <Skeleton className="h-5 w-full" />
                </td>
              </tr>
            ))}
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** Latest / Newer / Older links around a page whose top is `top`; Newer only while a newer full page exists. */
export function BlockPager({
  href: to,
  from,
  top,
  latest,
}: {
  href: ListUrl;
  from: bigint | null;
  top: bigint;
  latest: bigint | undefined;
}) {
  const step = BigInt(BLOCKS_PER_PAGE);
  return (
    <nav aria-label="Pages" className="flex flex-wrap gap-2">
      {from !== null && (
        <Link href={to()} className={buttonCls}>
          Latest
        </Link>
      )}
      {from !== null && latest !== undefined && top + step <= latest && (
        <Link href={to(top + step)} className={buttonCls} rel="prev">
          ← Newer
        </Link>
      )}
      {top - step >= 0n && (
        <Link href={to(top - step)} className={buttonCls} rel="next">
          Older →
        </Link>
      )}
    </nav>
  );
}
