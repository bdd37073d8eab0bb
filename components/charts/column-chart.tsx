'use client';
// Columns over a sequence (txs per day, base fee per block), on recharts, split from every route's first load
// and fetched once the page has hydrated.
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { deferredSection } from '@/components/ui/lazy-section';
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

/** Columns with an x axis, a y axis and a tooltip of x and y. */
export const ColumnChart = deferredSection<ColumnChartProps>(
  () => import('./column-chart-recharts').then((m) => m.default),
  <Skeleton className={CHART_CLASS} />,
);
