'use client';
// Current validators of the chosen subnet: live, sortable, filterable by node id, virtualized, with
// CSV export of exactly what is shown and the stake distribution beside it. The server renders the
// first screen from its own rows; the browser hydrates with the same rows and refreshes them.
import Link from 'next/link';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { formatAvax, formatCount } from '@/lib/format/amount';
import { shortenId } from '@/lib/format/id';
import { absoluteTime, formatDuration } from '@/lib/format/time';
import { formatPercent, formatWeight, shortDate } from './format';
import type { CurrentTable } from './current-rows-data';
import { filterRows, isSortKey, progressOf, sortRows, type SortDir, type SortKey, type TableRow } from './rows';
import { StakeChart } from './stake-chart';
import { useCurrentRows } from './use-current-rows';
import { FilterInput, useUrlFilter } from './url-filter-input';
import { useUrlParams } from './use-url-params';
import { VirtualRows } from './virtual-rows';
import { urls } from '@/lib/explorer/urls';

/** An auto-renewed validator's end is its cycle's: it renews there unless its next period is 0. */
function AutoRenewMark({ nextSec }: { nextSec: number }) {
  const title =
    nextSec === 0
      ? 'Auto-renewed validator: stops at the end of this cycle'
      : `Auto-renewed validator: a new ${formatDuration(nextSec * 1000)} cycle starts at this end`;
  return (
    <span
      data-testid="auto-renewed"
      title={title}
      aria-label={title}
      className="ml-1 rounded bg-sky-100 px-1 text-xs text-sky-800 dark:bg-sky-900/40 dark:text-sky-300"
    >
      {nextSec === 0 ? 'stops' : '↻ renews'}
    </span>
  );
}

const ROW_HEIGHT = 44;
/** Amounts in the table keep three decimals (the title has them all): a laptop's width fits every column. */
const TABLE_DIGITS = { maxFractionDigits: 3 };

interface Column {
  key: string;
  title: string;
  sort?: SortKey;
  width: string;
  cell: (r: TableRow, ctx: { nowMs: number; staked: boolean; subnetID: string }) => React.ReactNode;
}

const COLUMNS: Column[] = [
  {
    key: 'node',
    title: 'Node ID',
    sort: 'nodeID',
    width: 'minmax(10rem,1.3fr)',
    cell: (r, c) => (
      <span className="flex min-w-0 items-center gap-1 font-mono" title={r.nodeID}>
        {/* No prefetch: every row would make the server render a validator page as the table scrolls. */}
        <Link
          href={urls.validator(r.nodeID, c.subnetID)}
          prefetch={false}
          className="truncate text-brand-600 hover:underline dark:text-brand-500"
        >
          {shortenId(r.nodeID, 14, 6)}
        </Link>
        <CopyButton value={r.nodeID} />
      </span>
    ),
  },
  {
    key: 'weight',
    title: 'Stake / weight',
    sort: 'weight',
    width: 'minmax(8rem,1fr)',
    cell: (r, c) => (
      <span className="truncate text-right tabular-nums" title={formatWeight(r.weight, c.staked)}>
        {formatWeight(r.weight, c.staked, TABLE_DIGITS)}
      </span>
    ),
  },
  {
    key: 'fee',
    title: 'Fee',
    sort: 'delegationFee',
    width: '4rem',
    cell: (r) => <span className="text-right tabular-nums">{formatPercent(r.delegationFee, 2)}</span>,
  },
  {
    key: 'uptime',
    title: 'Uptime',
    sort: 'uptime',
    width: '6rem',
    cell: (r) => {
      const low = r.uptime !== null && r.uptime < r.requirement;
      return (
        <span
          className="flex items-center gap-1.5 tabular-nums"
          title={r.uptime === null ? undefined : `requirement ${r.requirement}%`}
        >
          {r.connected !== null && (
            <span
              aria-label={r.connected ? 'connected' : 'disconnected'}
              title={r.connected ? 'connected' : 'disconnected'}
              className={`inline-block h-2 w-2 shrink-0 rounded-full ${r.connected ? 'bg-emerald-500' : 'bg-red-500'}`}
            />
          )}
          <span className={low ? 'font-semibold text-red-600 dark:text-red-400' : ''} data-below={low || undefined}>
            {formatPercent(r.uptime)}
          </span>
        </span>
      );
    },
  },
  {
    key: 'reward',
    title: 'Potential reward',
    sort: 'potentialReward',
    width: 'minmax(8rem,1fr)',
    cell: (r) => {
      if (r.potentialReward === null) return <span>—</span>;
      // A few decimals fit the column; the exact amount stays one hover away.
      return (
        <span className="truncate tabular-nums" title={formatAvax(r.potentialReward)}>
          {formatAvax(r.potentialReward, TABLE_DIGITS)}
        </span>
      );
    },
  },
  {
    key: 'dcount',
    title: 'Delegators',
    sort: 'delegatorCount',
    width: '5.5rem',
    cell: (r) => <span className="tabular-nums">{r.delegatorCount === null ? '—' : r.delegatorCount.toString()}</span>,
  },
  {
    key: 'dweight',
    title: 'Delegated',
    sort: 'delegatorWeight',
    width: 'minmax(7rem,1fr)',
    cell: (r) =>
      r.delegatorWeight === null ? (
        <span>—</span>
      ) : (
        <span className="tabular-nums" title={formatAvax(r.delegatorWeight)}>
          {formatAvax(r.delegatorWeight, TABLE_DIGITS)}
        </span>
      ),
  },
  {
    key: 'bls',
    title: 'BLS',
    width: '2.5rem',
    cell: (r) =>
      r.hasBlsKey ? (
        <span title="Has a BLS key (in the CSV export and on the validator's page)" aria-label="has BLS key">
          ✓
        </span>
      ) : (
        <span aria-label="no BLS key">—</span>
      ),
  },
  {
    key: 'start',
    title: 'Start',
    sort: 'startMs',
    width: '6.5rem',
    cell: (r) => <span title={absoluteTime(r.startMs)}>{shortDate(r.startMs)}</span>,
  },
  {
    key: 'end',
    title: 'End · progress',
    sort: 'endMs',
    width: '9.5rem',
    cell: (r, c) => {
      const p = progressOf(r.startMs, r.endMs, c.nowMs);
      return r.endMs === null ? (
        <span>—</span>
      ) : (
        <span className="block" title={absoluteTime(r.endMs)}>
          <span>{shortDate(r.endMs)}</span>
          {r.autoRenewSec !== undefined && <AutoRenewMark nextSec={r.autoRenewSec} />}
          {p !== null && (
            <span
              className="mt-0.5 block h-1 rounded bg-slate-200 dark:bg-slate-700"
              aria-label={`${Math.round(p * 100)}% elapsed`}
            >
              <span className="block h-1 rounded bg-brand-500" style={{ width: `${p * 100}%` }} />
            </span>
          )}
        </span>
      );
    },
  },
];

/** Columns for a subnet without staking fields (permissioned or ACP-77 L1). */
const L1_KEYS = new Set(['node', 'weight', 'uptime', 'bls', 'start', 'end']);

const NO_ROWS: readonly TableRow[] = [];

export function CurrentValidators({ subnetID, initial }: { subnetID: string; initial: CurrentTable | null }) {
  const [params, setParams] = useUrlParams();
  const q = useCurrentRows(subnetID, initial);
  const [filter, setFilter] = useUrlFilter();
  const deferredFilter = useDeferredValue(filter);
  const sortParam = params.get('sort');
  const sortKey: SortKey = isSortKey(sortParam) ? sortParam : 'weight';
  const dir: SortDir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: sortKey, dir });

  const rows = q.data ?? NO_ROWS;
  const staked = q.staked;
  const [csv, setCsv] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const columns = staked ? COLUMNS : COLUMNS.filter((c) => L1_KEYS.has(c.key));
  // Sorted once per data or sort change; typing in the filter only narrows the sorted list.
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.dir), [rows, sort]);
  const view = useMemo(() => filterRows(sorted, deferredFilter), [sorted, deferredFilter]);
  const nowMs = q.updatedAt;
  const { connected, below } = useMemo(
    () => ({
      connected: rows.filter((r) => r.connected === true).length,
      below: rows.filter((r) => r.uptime !== null && r.uptime < r.requirement).length,
    }),
    [rows],
  );
  // Marks the table live once React has attached its handlers (server HTML looks the same before).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    rootRef.current?.setAttribute('data-hydrated', 'true');
  });

  const onSort = (key: SortKey) => {
    const next = { key, dir: sort.key === key && sort.dir === 'desc' ? ('asc' as const) : ('desc' as const) };
    setSort(next);
    setParams({ sort: next.key, dir: next.dir });
  };

  // The export asks the node for every field (tx ids, BLS keys), then applies the table's sort and filter.
  const exportCsv = async () => {
    setCsv({ busy: true, error: null });
    try {
      const [full, { downloadValidatorsCsv }] = await Promise.all([q.fullRows(), import('./validators-csv')]);
      downloadValidatorsCsv(filterRows(sortRows(full, sort.key, sort.dir), filter), { subnetID, staked });
      setCsv({ busy: false, error: null });
    } catch (e) {
      setCsv({ busy: false, error: (e as Error).message });
    }
  };

  if (q.error && !q.data) {
    return <ErrorState title="The node did not return its validators" detail={q.error.message} onRetry={q.retry} />;
  }

  return (
    <div ref={rootRef} className="space-y-4" data-testid="current-validators">
      <div className="grid gap-3 sm:grid-cols-4">
        <Stat
          label="Validators"
          value={q.data ? <span data-testid="validator-count">{formatCount(rows.length)}</span> : null}
        />
        <Stat
          label="Connected (as the connected node sees it)"
          // The P-chain reports connection for Primary Network validators only.
          value={
            q.data
              ? staked
                ? `${formatCount(connected)} / ${formatCount(rows.length)}`
                : 'not reported for L1 validators'
              : null
          }
        />
        <Stat label="Below uptime requirement" value={q.data ? (staked ? formatCount(below) : '—') : null} />
        <Stat label="Shown" value={q.data ? <span data-testid="shown-count">{formatCount(view.length)}</span> : null} />
      </div>
      {q.isStale && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
          The node stopped answering; showing the last validator set seen.{' '}
          <button type="button" className="underline" onClick={q.retry}>
            Retry
          </button>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
          <span className="sr-only">Filter by node id</span>
          <FilterInput value={filter} onChange={setFilter} placeholder="Filter by node id…" testId="validator-filter" />
        </label>
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={!q.data || csv.busy}
          aria-busy={csv.busy}
          data-testid="export-csv"
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {csv.busy ? 'Preparing CSV…' : `Export CSV (${formatCount(view.length)})`}
        </button>
      </div>
      {csv.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The export could not fetch the validators: {csv.error}
        </p>
      )}
      {!q.data ? (
        <div className="space-y-2" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : view.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-700">
          {rows.length === 0 ? 'This subnet has no current validators.' : 'No validator matches this filter.'}
        </p>
      ) : (
        <VirtualRows
          items={view}
          rowHeight={ROW_HEIGHT}
          maxHeight={ROW_HEIGHT * 14}
          columns={columns.map((c) => c.width).join(' ')}
          // Fits a 1366 px laptop's card (about 1,250 px); narrower screens scroll sideways.
          minWidth={staked ? 1180 : 720}
          label="Current validators"
          testId="validators-table"
          rowKey={(r) => r.nodeID}
          header={columns.map((c) =>
            c.sort ? (
              <span
                key={c.key}
                role="columnheader"
                aria-sort={sort.key === c.sort ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <button
                  type="button"
                  onClick={() => onSort(c.sort!)}
                  className="uppercase hover:text-slate-900 dark:hover:text-white"
                  data-testid={`sort-${c.sort}`}
                >
                  {c.title}
                  {sort.key === c.sort ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                </button>
              </span>
            ) : (
              <span key={c.key} role="columnheader">
                {c.title}
              </span>
            ),
          )}
          renderRow={(r) =>
            columns.map((c) => (
              <span key={c.key} role="cell" className="min-w-0 truncate" data-col={c.key}>
                {c.cell(r, { nowMs, staked, subnetID })}
              </span>
            ))
          }
        />
      )}
      {q.data && <StakeChart rows={rows} staked={staked} />}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-1 font-mono text-xl tabular-nums">{value ?? <Skeleton className="h-6 w-16" />}</p>
    </div>
  );
}
