'use client';
// A line over time (uptime history), on recharts, which is loaded only when a chart is drawn so no
// route's first load carries it.
import { lazyChart } from './lazy-chart';

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
export const LineChart = lazyChart<LineChartProps>(() => import('./line-chart-recharts'));
