'use client';
// The graded-alerting panels sit below the watchlist: their code is split from the route's first load
// (P4 budget) and fetched while the page hydrates. The server draws them from the answers the page
// seeds (watchlist-answers.ts), so they come in the HTML.
import { Skeleton } from '@/components/ui/skeleton';
import { lazySection } from '@/components/ui/lazy-section';

export const GradedMonitoringLoader = lazySection(
  import('./graded-monitoring').then((m) => m.GradedMonitoring),
  <Skeleton className="h-40 w-full" />,
);
