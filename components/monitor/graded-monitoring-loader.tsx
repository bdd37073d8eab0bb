'use client';
// Loads the graded-alerting panels after the page: they sit below the watchlist, fetch their own data,
// and would otherwise weigh on the route's first load (P4 budget).
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

export const GradedMonitoringLoader = dynamic(() => import('./graded-monitoring').then((m) => m.GradedMonitoring), {
  ssr: false,
  loading: () => <Skeleton className="h-40 w-full" />,
});
