'use client';
import Link from 'next/link';
import { DataTable, type Column } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import { EmptyState, ErrorState } from '@/components/ui/states';
import type { IndexPath } from '@/lib/decode/container';
import { INDEX_PAGE_SIZE } from '@/lib/decode/index-page';
import type { DecodeContext } from '@/lib/decode/model';
import { urls } from '@/lib/explorer/urls';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { LiveStatus } from '../ui/live-status';
import { CsvLink } from '../ui/csv-link';
import { apiUrl } from '@/lib/api/fetch';
import { useContainerRange, useLastAccepted } from './use-index';

// Decoders load with the first rows, not with the page.
const loadDecoder = () => import('./decode-index-row');

/**
 * One index path in acceptance order, newest first. Without `start` it tails the index live;
 * with it (from the URL) it shows the page of containers beginning at that index.
 */
export function IndexHistory({ path, start, ctx }: { path: IndexPath; start: bigint | null; ctx: DecodeContext }) {
  const last = useLastAccepted(path, start === null ? 3_000 : 30_000);
  const lastIndex = last.data;
  const from =
    start !== null
      ? start
      : lastIndex !== undefined
        ? lastIndex >= BigInt(INDEX_PAGE_SIZE)
          ? lastIndex - BigInt(INDEX_PAGE_SIZE - 1)
          : 0n
        : null;
  const count =
    from !== null && lastIndex !== undefined && from <= lastIndex
      ? Number(lastIndex - from + 1n > BigInt(INDEX_PAGE_SIZE) ? BigInt(INDEX_PAGE_SIZE) : lastIndex - from + 1n)
      : 0;
  const range = useContainerRange(path, from, count);
  const decoder = useLazyModule(loadDecoder);
  const linkCls =
    'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

  if (lastIndex === undefined && last.error) {
    if (/no containers have been accepted/.test(last.error.message)) {
      return (
        <EmptyState title="This index is empty.">
          {path === 'X/vtx'
            ? 'The X-Chain vertex index stopped filling when the X-Chain became linear (Cortina).'
            : 'The node has accepted nothing into it yet.'}
        </EmptyState>
      );
    }
    return (
      <ErrorState
        title="The node does not serve this index."
        detail="It may run without indexing, or this chain is not running."
        onRetry={last.retry}
      />
    );
  }
  const rows = [...(range.data ?? [])]
    .reverse()
    .map((c) => ({ c, decoded: decoder?.decodeIndexRow(path, c.bytes, ctx) ?? null }));
  const columns: Column<(typeof rows)[number]>[] = [
    { head: 'Index', className: 'font-mono tabular-nums', cell: ({ c }) => c.index.toString() },
    {
      head: 'Container',
      cell: ({ c, decoded: d }) =>
        d ? (
          <IdText id={c.id} href={d.what === 'tx' ? urls.tx(d.chain, d.id) : urls.block(d.chain, d.id)} />
        ) : (
          <IdText id={c.id} />
        ),
    },
    { head: 'Accepted', cell: ({ c }) => <TimeAgo ms={Date.parse(c.timestamp)} /> },
    {
      head: 'Decoded',
      className: 'text-xs',
      cell: ({ c, decoded: d }) =>
        !decoder ? (
          <Skeleton className="h-4 w-32" />
        ) : d ? (
          <>
            {d.height !== undefined && <>height {d.height.toString()} · </>}
            {d.summary}
          </>
        ) : (
          <span className="text-slate-500">not decodable ({(c.bytes.length - 2) / 2} bytes)</span>
        ),
    },
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="index-mode">
        {start === null ? 'Live tail: newest containers as the node accepts them.' : `From index ${start.toString()}.`}{' '}
        {lastIndex !== undefined && (
          <>
            Last accepted index:{' '}
            <span className="font-mono" data-testid="index-last">
              {lastIndex.toString()}
            </span>
            .
          </>
        )}
      </p>
      {lastIndex !== undefined && <IndexCsv path={path} start={start} />}
      <LiveStatus q={last} what="last accepted index" />
      {start !== null && lastIndex !== undefined && start > lastIndex && (
        <EmptyState title={`No container at index ${start.toString()} yet.`}>
          The last accepted index is {lastIndex.toString()}.
        </EmptyState>
      )}
      <DataTable
        rows={rows}
        columns={columns}
        row={({ c }) => ({ key: c.index.toString(), 'data-testid': 'index-row' })}
        testId="index-table"
        minWidth="min-w-[36rem]"
        density="roomy"
        frameClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        leading={
          range.isLoading &&
          count > 0 && (
            <tr>
              <td colSpan={4} className="px-3 py-2">
                <Skeleton className="h-5 w-full" />
              </td>
            </tr>
          )
        }
      />
      {from !== null && lastIndex !== undefined && (
        <nav aria-label="Pages" className="flex flex-wrap gap-2">
          {start !== null && (
            <Link href={urls.index(path)} className={linkCls}>
              Live tail
            </Link>
          )}
          {start !== null && from + BigInt(INDEX_PAGE_SIZE) <= lastIndex && (
            <Link href={urls.index(path, from + BigInt(INDEX_PAGE_SIZE))} className={linkCls}>
              ← Newer
            </Link>
          )}
          {from > 0n && (
            <Link
              href={urls.index(path, from >= BigInt(INDEX_PAGE_SIZE) ? from - BigInt(INDEX_PAGE_SIZE) : 0n)}
              className={linkCls}
            >
              Older →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

/** The index as CSV from the page shown down to index 0, streamed and bounded on the server. */
function IndexCsv({ path, start }: { path: IndexPath; start: bigint | null }) {
  const [chain, kind] = path.split('/') as [string, string];
  const query = { start: start?.toString(), format: 'csv' as const };
  return (
    <CsvLink
      href={apiUrl('explorer.indexCsv', { params: { chain, kind }, query })}
      testId="index-csv"
      className="inline-block"
    />
  );
}
