import type { Metadata } from 'next';
import Link from 'next/link';
import { UptimeNote } from '@/components/validators/uptime-note';
import { WatchlistView } from '@/components/validators/watchlist-view';
import { GradedMonitoringLoader } from '@/components/monitor/graded-monitoring-loader';
import { watchlistAnswers } from '@/components/monitor/watchlist-answers';
import { QuerySeed } from '@/components/shell/query-seed';

export const metadata: Metadata = { title: 'Watchlist and alerts' };

export default async function WatchlistPage() {
  return (
    <QuerySeed answers={await watchlistAnswers()}>
      <div className="space-y-4">
        <div>
          <p className="text-sm">
            <Link href="/validators" className="text-brand-600 hover:underline dark:text-brand-500">
              ← Validators
            </Link>
          </p>
          <h1 className="text-2xl font-semibold tracking-tight">Watchlist and alerts</h1>
          <UptimeNote />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Snowline alerts when a watched validator drops below its threshold, disconnects, or needs attention, and
            again when it recovers: here, and through the channels below (the JSON webhook set on the server among
            them).
          </p>
        </div>
        <WatchlistView />
        <GradedMonitoringLoader />
      </div>
    </QuerySeed>
  );
}
