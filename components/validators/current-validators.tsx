// Current validators of the chosen subnet, rendered on the server: the node's set (one cached call,
// load-current-table.ts) filtered by node id, sorted and cut to one screen of rows (table-page.ts), so a
// filtered or sorted URL arrives as HTML with its rows and the browser hydrates those rows and the small
// islands around them (filter, CSV export, refresh), never the whole set. Sorting and paging are links;
// the filter is a GET form: all of it works before the page is live, and without JavaScript.
import Link from 'next/link';
import { CopyButton } from '@/components/ui/copy-button';
import { StatTile } from '@/components/ui/stat-tile';
import { ErrorState } from '@/components/ui/states';
import { formatAvax, formatCount } from '@/lib/format/amount';
import { shortenId } from '@/lib/format/id';
import { absoluteTime, formatDuration } from '@/lib/format/time';
import { urls } from '@/lib/explorer/urls';
import type { CurrentTable } from './current-rows-data';
import { ExportCsvButton } from './export-csv-button';
import { FilterForm } from './filter-form';
import { formatPercent, formatWeight, shortDate } from './format';
import { LiveRefresh } from './live-refresh';
import { progressOf, type SortKey, type TableRow } from './rows';
import { StakeChart } from './stake-chart';
import { tablePage, type TableQuery } from './table-page';

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

/** An AVAX amount cut to a few decimals to fit its column, the exact amount one hover away; '—' when unknown. */
function AvaxCell({ value }: { value: bigint | null }) {
  if (value === null) return <span>—</span>;
  return (
    <span className="truncate tabular-nums" title={formatAvax(value)}>
      {formatAvax(value, TABLE_DIGITS)}
    </span>
  );
}

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
    cell: (r) => <AvaxCell value={r.potentialReward} />,
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
    cell: (r) => <AvaxCell value={r.delegatorWeight} />,
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

/** The table's state and where it is: what links and forms carry over. */
interface Where {
  subnetID: string;
  /** The subnet param as the URL gives it (none for the Primary Network). */
  subnet: string | null;
  query: TableQuery;
}

export function CurrentValidators({ table, where }: { table: CurrentTable | null; where: Where }) {
  const { query, subnet, subnetID } = where;
  const here = urls.validatorsPage({ subnet, q: query.q, sort: query.sort, dir: query.dir, page: query.page });
  if (!table) {
    return (
      <div className="space-y-2">
        <ErrorState
          title="The node did not return its validators"
          detail="Snowline could not read the current validator set from the node."
        />
        <a href={here} className="text-sm font-medium underline">
          Retry
        </a>
      </div>
    );
  }
  const { rows, staked } = table;
  const page = tablePage(rows, query);
  const columns = staked ? COLUMNS : COLUMNS.filter((c) => L1_KEYS.has(c.key));
  const nowMs = table.fetchedAt;
  const reportsConnected = rows.some((r) => r.connected !== null);
  const connected = rows.filter((r) => r.connected === true).length;
  const below = rows.filter((r) => r.uptime !== null && r.uptime < r.requirement).length;
  // Sorting keeps the filter and starts on the first page; paging keeps both.
  const sortHref = (key: SortKey) =>
    urls.validatorsPage({
      subnet,
      q: query.q,
      sort: key,
      dir: query.sort === key && query.dir === 'desc' ? 'asc' : 'desc',
    });
  const pageHref = (n: number) =>
    urls.validatorsPage({ subnet, q: query.q, sort: query.sort, dir: query.dir, page: n > 1 ? n : null });
  // What the filter form carries over: the subnet and a sort other than the default.
  const sorted = query.sort !== 'weight' || query.dir !== 'desc';
  const keep: Record<string, string> = {
    ...(subnet ? { subnet } : {}),
    ...(sorted ? { sort: query.sort, dir: query.dir } : {}),
  };
  const rowHeight = { height: ROW_HEIGHT };

  return (
    <div className="space-y-4" data-testid="current-validators">
      <LiveRefresh />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Validators" testId="validator-count" size="xl">
          {formatCount(rows.length)}
        </StatTile>
        <StatTile label="Connected" hint="as the connected node sees it" size="xl">
          {/* The P-chain reports connection for Primary Network validators only, and a public view hides it. */}
          {!staked
            ? 'not reported for L1 validators'
            : reportsConnected
              ? `${formatCount(connected)} / ${formatCount(rows.length)}`
              : 'not shown'}
        </StatTile>
        <StatTile label="Below uptime requirement" size="xl">
          {staked ? formatCount(below) : '—'}
        </StatTile>
        <StatTile label="Shown" testId="shown-count" size="xl">
          {formatCount(page.shown)}
        </StatTile>
      </div>
      {table.stale && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
          The node stopped answering; showing the last validator set seen.{' '}
          <a href={here} className="underline">
            Retry
          </a>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <FilterForm key={subnetID} q={query.q} keep={keep} />
        <ExportCsvButton
          subnetID={subnetID}
          staked={staked}
          q={query.q}
          sort={query.sort}
          dir={query.dir}
          count={page.shown}
        />
      </div>
      {page.shown === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-700">
          {rows.length === 0 ? 'This subnet has no current validators.' : 'No validator matches this filter.'}
        </p>
      ) : (
        <div
          role="table"
          aria-label="Current validators"
          aria-rowcount={page.shown + 1}
          data-testid="validators-table"
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          {/* Fits a 1366 px laptop's card (about 1,250 px); narrower screens scroll sideways. */}
          <div style={{ minWidth: staked ? 1180 : 720 }}>
            <div
              role="row"
              aria-rowindex={1}
              className="grid items-center gap-x-2 border-b border-slate-200 bg-slate-50 px-3 text-xs font-medium uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-300"
              style={{ gridTemplateColumns: columns.map((c) => c.width).join(' '), ...rowHeight }}
            >
              {columns.map((c) =>
                c.sort ? (
                  <span
                    key={c.key}
                    role="columnheader"
                    aria-sort={query.sort === c.sort ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <Link
                      href={sortHref(c.sort)}
                      replace
                      scroll={false}
                      prefetch={false}
                      className="uppercase hover:text-slate-900 dark:hover:text-white"
                      data-testid={`sort-${c.sort}`}
                    >
                      {c.title}
                      {query.sort === c.sort ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </Link>
                  </span>
                ) : (
                  <span key={c.key} role="columnheader">
                    {c.title}
                  </span>
                ),
              )}
            </div>
            {page.rows.map((r, i) => (
              <div
                key={r.nodeID}
                role="row"
                aria-rowindex={page.first + i + 2}
                className="grid items-center gap-x-2 border-b border-slate-100 px-3 text-sm last:border-b-0 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60"
                style={{ gridTemplateColumns: columns.map((c) => c.width).join(' '), ...rowHeight }}
              >
                {columns.map((c) => (
                  <span key={c.key} role="cell" className="min-w-0 truncate" data-col={c.key}>
                    {c.cell(r, { nowMs, staked, subnetID })}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
      {page.pages > 1 && (
        <nav
          aria-label="Validator pages"
          data-testid="validators-pager"
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <span className="text-slate-600 dark:text-slate-400">
            Rows {formatCount(page.first + 1)}–{formatCount(page.first + page.rows.length)} of {formatCount(page.shown)}{' '}
            · page {page.page} of {page.pages}
          </span>
          <span className="flex gap-2">
            <PageLink href={pageHref(1)} disabled={page.page === 1} label="« First" />
            <PageLink href={pageHref(page.page - 1)} disabled={page.page === 1} label="‹ Previous" testId="page-prev" />
            <PageLink
              href={pageHref(page.page + 1)}
              disabled={page.page === page.pages}
              label="Next ›"
              testId="page-next"
            />
            <PageLink href={pageHref(page.pages)} disabled={page.page === page.pages} label="Last »" />
          </span>
        </nav>
      )}
      <StakeChart rows={rows} staked={staked} />
    </div>
  );
}

function PageLink({
  href,
  disabled,
  label,
  testId,
}: {
  href: string;
  disabled: boolean;
  label: string;
  testId?: string;
}) {
  const cls = 'rounded-lg border border-slate-300 px-3 py-1.5 dark:border-slate-700';
  if (disabled) {
    return (
      <span aria-disabled className={`${cls} opacity-50`}>
        {label}
      </span>
    );
  }
  return (
    <Link
      href={href}
      prefetch={false}
      data-testid={testId}
      className={`${cls} hover:bg-slate-100 dark:hover:bg-slate-800`}
    >
      {label}
    </Link>
  );
}
