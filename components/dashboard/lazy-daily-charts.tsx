'use client';
// The dashboard's daily charts sit below its live sections: their code loads after the first screen's
// (the server still renders them into the HTML; P4 first-load budget).
import { lazy, Suspense } from 'react';

const DailyCharts = lazy(() => import('@/components/history/daily-charts').then((m) => ({ default: m.DailyCharts })));

export function LazyDailyCharts() {
  return (
    <Suspense fallback={null}>
      <DailyCharts />
    </Suspense>
  );
}
