// The watchlist page's first answers (the watchlist, its alerts, the alert history, L1 and ICM watches,
// channels), read on the server for its viewer and seeded: the page and its graded-alerting panels draw
// as soon as their code is in. An answer the viewer may not read (channels, ICM watches) seeds nothing.
import type { SeedAnswer } from '@/components/shell/query-seed';
import { monitorAnswer } from './monitor-answer';

export function watchlistAnswers(): Promise<SeedAnswer[]> {
  return Promise.all([
    monitorAnswer('monitor.watchlist', {}),
    monitorAnswer('monitor.alerts', { query: {} }),
    monitorAnswer('monitor.notifications', { query: {} }),
    monitorAnswer('monitor.l1Watches', {}),
    monitorAnswer('monitor.icmWatches', {}),
    monitorAnswer('monitor.channels', {}),
  ]);
}
