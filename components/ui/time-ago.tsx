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
  return (
    <time dateTime={new Date(ms).toISOString()} title={absoluteTime(ms)} className="whitespace-nowrap">
      {relativeTime(ms, current)}
    </time>
  );
}
