'use client';
// Columns over a sequence (txs per day, base fee per block), on recharts, which is loaded only when
// a chart is drawn so no route's first load carries it.
import type { ReactNode } from 'react';
import { lazyChart } from './lazy-chart';

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
export const ColumnChart = lazyChart<ColumnChartProps>(() => import('./column-chart-recharts'));
