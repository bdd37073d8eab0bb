'use client';
// The dashboard's daily charts sit below its live sections: their code is split from the first screen's
// (P4 first-load budget), preloaded by the HTML and hydrated with the page; the server draws them.
import dynamic from 'next/dynamic';
import { orUnavailable } from '@/components/ui/lazy-section';

export const LazyDailyCharts = dynamic(() =>
  orUnavailable(import('@/components/history/daily-charts').then((m) => m.DailyCharts)),
);
