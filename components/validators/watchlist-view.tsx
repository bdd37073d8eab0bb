'use client';
// /validators/watchlist: the sampler's status (with the graded deliveries to every channel, failures
// shown, never hidden), the watched nodes with their state, and their state changes.
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { formatDuration } from '@/lib/format/time';
import { apiFetch, apiUrl } from '@/lib/api/fetch';
import { useRefreshMonitor, useWatchlist, type MonitorStatus } from './use-monitor';
import { CsvLink } from '@/components/ui/csv-link';
import { WatchForm } from './watch-form';
import { WatchStateBadge } from './watch-state';
import { TableHead, TableOrEmpty } from './table-or-empty';
import { urls } from '@/lib/explorer/urls';
import { FormError } from '@/components/ui/form-parts';
import { orUnavailable } from '@/components/ui/lazy-section';
import { useAction } from '@/components/ui/use-action';

// The alerts sit below the watchlist: their code is split from the route's first load (P4 budget),
// preloaded by the HTML and hydrated with the page, which seeds their first page.
const PagedAlerts = dynamic(() => orUnavailable(import('./paged-alerts').then((m) => m.PagedAlerts)));

function SamplerStatus({ status }: { status: MonitorStatus }) {
  return (
    <dl
      data-testid="sampler-status"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <dt className="text-xs uppercase text-slate-500">Sampler</dt>
        <dd>{status.enabled ? `every ${formatDuration(status.sampleMs)}` : 'off (SNOWLINE_MONITOR=off)'}</dd>
      </div>
      <div>
        <dt className="text-xs uppercase text-slate-500">Last sample</dt>
        <dd>
          {status.lastSampleMs ? (
            <>
              <TimeAgo ms={status.lastSampleMs} /> · {status.lastSampleValidators} validators
            </>
          ) : (
            'none yet'
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase text-slate-500">Webhook</dt>
        <dd data-testid="webhook-status">
          {status.webhookConfigured
            ? `configured: graded alerts, ${status.webhookMinSeverity} and above`
            : 'not configured (SNOWLINE_ALERT_WEBHOOK_URL)'}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase text-slate-500">Deliveries</dt>
        <dd>
          {status.deliveries.delivered} delivered · {status.deliveries.pending} pending ·{' '}
          <span className={status.deliveries.failed ? 'font-semibold text-red-700 dark:text-red-400' : ''}>
            {status.deliveries.failed} failed
          </span>{' '}
          <span className="text-xs text-slate-500">
            (every channel, last {status.deliveries.ofLastMessages} messages)
          </span>
        </dd>
      </div>
      {status.lastError && (
        <p role="alert" className="text-red-700 sm:col-span-4 dark:text-red-400">
          The last sample failed: {status.lastError}
        </p>
      )}
    </dl>
  );
}

export function WatchlistView() {
  const wl = useWatchlist(5_000);
  const refresh = useRefreshMonitor();
  const { act, error: actionError } = useAction(refresh);

  if (wl.error && !wl.data)
    return <ErrorState title="The monitor did not answer" detail={wl.error.message} onRetry={wl.retry} />;
  if (!wl.data) return <Skeleton className="h-40 w-full" />;
  const { policy, status, entries, hidden } = wl.data;
  const writable = policy === 'open';
  return (
    <div className="space-y-6">
      <SamplerStatus status={status} />
      <section className="space-y-3">
        <h2 className="font-semibold">Watched validators</h2>
        <WatchForm policy={policy} onDone={refresh} />
        <FormError error={actionError} />
        <TableOrEmpty
          empty={entries.length === 0}
          emptyText={
            hidden ? 'The watched validators are shown to the signed-in operator only.' : 'No node is watched yet.'
          }
          width="min-w-[40rem]"
          testId="watchlist"
        >
          <TableHead
            columns={[
              'Node ID',
              'Threshold',
              'State',
              'Uptime (as the connected node sees it)',
              'Since',
              <span key="actions" className="sr-only">
                Actions
              </span>,
            ]}
          />
          <tbody className="bg-white dark:bg-slate-900">
            {entries.map((e) => (
              <tr
                key={e.nodeID}
                data-testid="watch-row"
                data-node={e.nodeID}
                className="border-t border-slate-100 dark:border-slate-800"
              >
                <td className="px-3 py-2 font-mono">
                  <Link href={urls.validator(e.nodeID)} className="text-brand-600 hover:underline dark:text-brand-500">
                    {e.nodeID}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {e.threshold !== null
                    ? `${e.threshold}%`
                    : `default${e.effectiveThreshold !== null ? ` (${e.effectiveThreshold}%)` : ''}`}
                </td>
                <td className="px-3 py-2">
                  <WatchStateBadge entry={e} />
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {e.lastUptime !== null ? `${e.lastUptime.toFixed(2)}%` : '—'}
                  {e.lastConnected === false && (
                    <span className="ml-1 text-red-700 dark:text-red-400">(disconnected)</span>
                  )}
                </td>
                <td className="px-3 py-2">{e.stateSinceMs ? <TimeAgo ms={e.stateSinceMs} /> : '—'}</td>
                <td className="px-3 py-2 text-right">
                  {writable && (
                    <button
                      type="button"
                      className="text-sm underline"
                      onClick={() => void act(() => apiFetch('monitor.unwatch', { query: { nodeID: e.nodeID } }))}
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableOrEmpty>
      </section>
      <section className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold">Alerts</h2>
          <CsvLink
            href={apiUrl('monitor.alerts', { query: { format: 'csv' } })}
            testId="alerts-csv"
            className="ml-auto py-0.5 text-xs"
          />
        </div>
        <PagedAlerts />
      </section>
    </div>
  );
}
