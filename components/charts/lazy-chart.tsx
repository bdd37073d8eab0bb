'use client';
// A chart drawn by a recharts module that loads only when the chart is drawn, so no route's first
// load carries recharts; a skeleton of the chart's size stands in until then.
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { CHART_CLASS } from './chart-style';

export function lazyChart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  skeletonClass: string = CHART_CLASS,
): ComponentType<P> {
  const Chart = lazy(load);
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton className={skeletonClass} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}
