'use client';
// A Primary Network validator's uptime history chart, and its watch state and alerts in Snowline's monitor.
import Link from 'next/link';
import { Skeleton } from '@/components/ui/skeleton';
import { urls } from '@/lib/explorer/urls';
import { AlertList } from './alert-list';
import { UptimeHistory } from './uptime-history';
import { useAlerts, useRefreshMonitor, useWatchlist } from './use-monitor';
import { WatchForm } from './watch-form';
import { WatchStateBadge } from './watch-state';
import { ValidatorConditions } from '@/components/monitor/validator-conditions';

const card = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

/** Uptime history chart and this node's watch state and alerts. */
export function MonitoringPanel({ nodeID, threshold }: { nodeID: string; threshold: number | null }) {
  const wl = useWatchlist(10_000);
  const al = useAlerts(10_000, nodeID);
  const entry = wl.data?.entries.find((e) => e.nodeID === nodeID);
  const refresh = useRefreshMonitor();
  const shownThreshold = entry?.threshold ?? threshold;
  return (
    <section className="space-y-3" aria-labelledby="uptime-monitoring">
      <h2 id="uptime-monitoring" className="font-semibold">
        Uptime history and alerts
      </h2>
      <div className={card}>
        <UptimeHistory nodeID={nodeID} threshold={shownThreshold} />
      </div>
      <div className={`${card} space-y-3`}>
        {wl.data ? (
          entry ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span>Watched</span>
              <WatchStateBadge entry={entry} />
              <span className="text-slate-600 dark:text-slate-400">
                threshold{' '}
                {entry.threshold !== null
                  ? `${entry.threshold}%`
                  : `default (${entry.effectiveThreshold ?? threshold ?? 80}%)`}
              </span>
              <Link href={urls.watchlist()} className="text-brand-600 hover:underline dark:text-brand-500">
                Manage watchlist →
              </Link>
              <div className="basis-full">
                <ValidatorConditions nodeID={nodeID} />
              </div>
            </div>
          ) : (
            <div className="space-y-2 text-sm">
              <p>
                {wl.data.hidden
                  ? 'Whether it is watched is shown to the signed-in operator only.'
                  : 'Not watched. Watch it to be alerted when it drops below its threshold or disconnects.'}
              </p>
              <WatchForm policy={wl.data.policy} fixedNodeID={nodeID} onDone={refresh} />
            </div>
          )
        ) : (
          <Skeleton className="h-8 w-64" />
        )}
        {al.data && al.data.alerts.length > 0 && <AlertList alerts={al.data.alerts} showNode={false} />}
      </div>
    </section>
  );
}
