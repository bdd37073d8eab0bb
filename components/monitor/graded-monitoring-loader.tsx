'use client';
// Loads the graded-alerting panels after the page: they sit below the watchlist and would otherwise weigh
// on the route's first load (P4 budget). Drawn in the browser only: their forms (watches, channels) would
// otherwise show before the page is live, where a click submits the form natively and loses what was typed.
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

export const GradedMonitoringLoader = dynamic(() => import('./graded-monitoring').then((m) => m.GradedMonitoring), {
  ssr: false,
  loading: () => <Skeleton className="h-40 w-full" />,
});
