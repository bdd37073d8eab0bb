'use client';
// Horizontal bars (stake distribution, peer versions), on recharts, split from every route's
// first load and fetched once the page has hydrated.
import { Skeleton } from '@/components/ui/skeleton';
import { deferredSection } from '@/components/ui/lazy-section';

interface Bar {
  label: string;
  value: number;
  /** Text shown beside the bar (defaults to the value). */
  display?: string;
  /** The tooltip's heading (defaults to the label). */
  title?: string;
}

export interface BarListProps {
  bars: readonly Bar[];
  label: string;
  testId?: string;
}

/** Each bar's row height: the chart is as tall as its bars need. */
export const barListHeight = (count: number) => Math.max(1, count) * 24 + 8;

/** Horizontal bars, each labelled, scaled to the largest value, with a tooltip. */
export const BarList = deferredSection<BarListProps>(
  () => import('./bar-list-recharts').then((m) => m.default),
  <Skeleton className="h-24 w-full" />,
);
