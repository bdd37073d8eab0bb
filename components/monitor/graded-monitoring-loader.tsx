'use client';
// The graded-alerting panels sit below the watchlist: their code is split from the route's first load
// (P4 budget), preloaded by the HTML and hydrated with the page. The server draws them from the page's
// seeded answers; their forms stay disabled until the page has hydrated (graded-monitoring.tsx).
import dynamic from 'next/dynamic';
import { orUnavailable } from '@/components/ui/lazy-section';

export const GradedMonitoringLoader = dynamic(() =>
  orUnavailable(import('./graded-monitoring').then((m) => m.GradedMonitoring)),
);
