// What a view asks of any of its queries, node or API: how to shape the answer, whether to run, and
// whether to keep the last answer on screen while the next one loads.
import { keepPreviousData } from '@tanstack/react-query';

export interface ViewOptions<R, T> {
  /** Shapes the answer for the view; pass a stable function when it is costly (it reruns when it changes). */
  select?: (answer: R) => T;
  enabled?: boolean;
  /** Keep showing the previous arguments' answer while the new one loads (pagination). */
  keepPrevious?: boolean;
}

/** The TanStack options that carry a view's wishes. */
export function viewQueryOptions<R, T>(o: ViewOptions<R, T>) {
  return { select: o.select, enabled: o.enabled, placeholderData: o.keepPrevious ? keepPreviousData : undefined };
}
