'use client';
import { useSyncExternalStore } from 'react';
import { clockNow, subscribeClock } from './shared-clock';
import { absoluteTime, relativeTime } from '@/lib/format/time';

/** Relative time with the absolute UTC time on hover (and for screen readers). */
export function TimeAgo({ ms }: { ms: number }) {
  const current = useSyncExternalStore(subscribeClock, clockNow, () => ms);
  // A time from the chain may lie past what a Date holds (a u64 "never"): no relative time for it.
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return <span>{absoluteTime(ms)}</span>;
  return (
    <time dateTime={d.toISOString()} title={absoluteTime(ms)} className="whitespace-nowrap">
      {relativeTime(ms, current)}
    </time>
  );
}
