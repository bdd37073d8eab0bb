'use client';
// A line over time (uptime history), on recharts, split from every route's first load
// and fetched once the page has hydrated.
import { Skeleton } from '@/components/ui/skeleton';
import { deferredSection } from '@/components/ui/lazy-section';
import { CHART_CLASS } from './chart-style';

interface Point {
  x: number;
  y: number | null;
}

export interface LineChartProps {
  points: readonly Point[];
  /** The scale (e.g. 0–100 for uptime percent). */
  yMin: number;
  yMax: number;
  /** A dashed horizontal line (e.g. the uptime threshold). */
  threshold?: number;
  label: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  testId?: string;
  /** Points drawn as red dots (e.g. disconnected samples). */
  marks?: readonly Point[];
}

/** A line with axes and a tooltip of x and y; gaps (null y) break the line. */
export const LineChart = deferredSection<LineChartProps>(
  () => import('./line-chart-recharts').then((m) => m.default),
  <Skeleton className={CHART_CLASS} />,
);
