'use client';
// /peers: the node's connected peers (info.peers), filterable, with the version distribution.
import Link from 'next/link';
import { useMemo } from 'react';
import { BarList } from '@/components/charts/bar-list';
import { VirtualRows, type RowsLayout } from '@/components/validators/virtual-rows';
import { CsvButton } from '@/components/ui/csv-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { shortenId } from '@/lib/format/id';
import { FilterInput, useUrlFilter } from '@/components/validators/url-filter-input';
import { usePeers } from './use-peers';
import { versionDistribution } from './versions';
import { urls } from '@/lib/explorer/urls';

const PEER_ROWS: RowsLayout = {
  columns: [
    ['Node ID', 'minmax(11rem,1.3fr)'],
    ['IP', '10rem'],
    ['Version', '10rem'],
    ['Last sent', '6.5rem'],
    ['Last received', '6.5rem'],
    ['Observed uptime', '5.5rem'],
    ['Tracked subnets', 'minmax(7rem,1fr)'],
    ['Benched', '6rem'],
  ],
  rowHeight: 44,
  rowsShown: 14,
  minWidth: 1080,
};

const timeMs = (s: string) => {
  const ms = Date.parse(s);
  return Number.isFinite(ms) ? ms : null;
};

export function PeersView() {
  const [filter, setFilter] = useUrlFilter();
  const q = usePeers();
  const peers = useMemo(() => q.data?.peers ?? [], [q.data]);
  const view = useMemo(() => {
    const f = filter.trim().toLowerCase();
    if (!f) return peers;
    return peers.filter((p) => [p.nodeID, p.ip, p.publicIP, p.version].some((s) => s.toLowerCase().includes(f)));
  }, [peers, filter]);
  const versions = useMemo(() => versionDistribution(peers.map((p) => p.version)), [peers]);

  if (q.error && !q.data)
    return <ErrorState title="The node did not return its peers" detail={q.error.message} onRetry={q.retry} />;
  if (!q.data) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <strong data-testid="peer-count">{q.data.numPeers}</strong> peers connected
        {view.length !== peers.length && <> · {view.length} shown</>}
        {q.isStale && (
          <span className="ml-2 text-amber-700 dark:text-amber-400">(node not answering; last data shown)</span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <FilterInput
          value={filter}
          onChange={setFilter}
          placeholder="Filter by node id, IP or version…"
          testId="peer-filter"
          label="Filter peers"
        />
        <CsvButton
          download={() => import('./peers-csv').then((m) => m.downloadPeersCsv(view))}
          label={`Export CSV (${view.length})`}
          testId="peers-csv"
          className="ml-auto"
        />
      </div>
      <VirtualRows
        items={view}
        layout={PEER_ROWS}
        label="Peers"
        testId="peers-table"
        rowKey={(p) => p.nodeID}
        renderRow={(p) => {
          const sent = timeMs(p.lastSent);
          const recv = timeMs(p.lastReceived);
          return (
            <>
              <span role="cell" className="truncate font-mono" title={p.nodeID}>
                <Link href={urls.validator(p.nodeID)} className="text-brand-600 hover:underline dark:text-brand-500">
                  {shortenId(p.nodeID, 14, 6)}
                </Link>
              </span>
              <span
                role="cell"
                className="truncate font-mono text-xs"
                title={p.publicIP && p.publicIP !== p.ip ? `public ${p.publicIP}` : undefined}
              >
                {/* Blank to the public (README "Public policy"): peers' addresses are the operator's. */}
                {p.ip || p.publicIP || <span className="text-slate-400 dark:text-slate-500">hidden</span>}
              </span>
              <span role="cell" className="truncate text-xs">
                {p.version}
              </span>
              <span role="cell">{sent !== null ? <TimeAgo ms={sent} /> : '—'}</span>
              <span role="cell">{recv !== null ? <TimeAgo ms={recv} /> : '—'}</span>
              <span role="cell" className="tabular-nums">
                {p.observedUptime}%
              </span>
              <span role="cell" className="truncate font-mono text-xs" title={p.trackedSubnets.join('\n')}>
                {p.trackedSubnets.length === 0 ? '—' : p.trackedSubnets.map((s) => shortenId(s, 6, 4)).join(', ')}
              </span>
              <span role="cell" className="truncate text-xs" title={p.benched.join(', ')}>
                {p.benched.length === 0 ? '—' : p.benched.join(', ')}
              </span>
            </>
          );
        }}
      />
      <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-2 font-semibold">Versions</h2>
        <BarList
          label="Peers by version"
          testId="version-chart"
          bars={versions.map((v) => ({
            label: v.version,
            value: v.count,
            display: `${v.count} (${((v.count / peers.length) * 100).toFixed(0)}%)`,
          }))}
        />
      </section>
    </div>
  );
}
