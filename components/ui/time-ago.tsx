'use client';
import { useSyncExternalStore } from 'react';
import { absoluteTime, relativeTime } from '@/lib/format/time';

// One shared ticking clock for every relative time on the page.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribe(cb: () => void) {
  listeners.add(cb);
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((l) => l());
  }, 5_000);
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Relative time with the absolute UTC time on hover (and for screen readers). */
export function TimeAgo({ ms }: { ms: number }) {
  const current = useSyncExternalStore(
    subscribe,
    () => now,
    () => ms,
  );
  // A time from the chain may lie past what a Date holds (a u64 "never"): no relative time for it.
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return <span>{absoluteTime(ms)}</span>;
  return (
    <time dateTime={d.toISOString()} title={absoluteTime(ms)} className="whitespace-nowrap">
      {relativeTime(ms, current)}
    </time>
  );
}
