'use client';
// Columns over a sequence (txs per day, base fee per block), on recharts, which is loaded only when
// a chart is drawn so no route's first load carries it.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { CHART_CLASS } from './chart-style';

export interface ColumnChartProps {
  /** One column per x (a day's start in ms, a block number), in order. */
  columns: readonly { x: number; y: number }[];
  label: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  testId?: string;
  footer?: ReactNode;
}

const Chart = lazy(() => import('./column-chart-recharts'));

/** Columns with an x axis, a y axis and a tooltip of x and y. */
export function ColumnChart(props: ColumnChartProps) {
  return (
    <Suspense fallback={<Skeleton className={CHART_CLASS} />}>
      <Chart {...props} />
    </Suspense>
  );
}
