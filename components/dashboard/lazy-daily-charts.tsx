'use client';
// The dashboard's daily charts sit below its live sections: their code is split from the first screen's
// (the server still renders them into the HTML; P4 first-load budget) and fetched while the page hydrates.
import { lazySection } from '@/components/ui/lazy-section';

export const LazyDailyCharts = lazySection(
  import('@/components/history/daily-charts').then((m) => m.DailyCharts),
  null,
);
