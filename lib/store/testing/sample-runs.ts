// Test-only: the monitor's sample runs, empty but for what a test writes.
import type { GradedWrite, NewNotification } from '@/lib/store/monitor/graded-records';
import type { SampleRunWrite } from '@/lib/store/monitor/records';

export const emptyWrite = (over: Partial<GradedWrite> = {}): GradedWrite => ({
  open: [],
  update: [],
  close: [],
  notifications: [],
  l1States: [],
  ...over,
});

/** A run at `atMs` with no samples, watch states or alerts: only its graded write. */
export const run = (atMs: number, graded: GradedWrite): SampleRunWrite => ({
  atMs,
  samples: [],
  watchStates: [],
  alerts: [],
  graded,
});

/** A run that queues just this notification, at its own time. */
export const notificationRun = (n: NewNotification): SampleRunWrite => run(n.atMs, emptyWrite({ notifications: [n] }));
