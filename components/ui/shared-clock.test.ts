import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { relativeTime } from '@/lib/format/time';
import { clockNow, subscribeClock } from './shared-clock';

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 12, 0, 0) }));
afterEach(() => vi.useRealTimers());

it('reads the time of now, not of when the clock stopped, when the next page subscribes', () => {
  // A page shows times, then the person navigates to a page without any: the clock stops.
  const stop = subscribeClock(() => {});
  stop();
  // 30 s later the next page renders a block that is 2 s old.
  vi.advanceTimersByTime(30_000);
  const blockMs = Date.now() - 2_000;
  expect(relativeTime(blockMs, clockNow())).toBe('just now');
  const stop2 = subscribeClock(() => {});
  expect(clockNow()).toBe(Date.now());
  // And it keeps ticking while subscribed: never a time in the future.
  vi.advanceTimersByTime(20_000);
  expect(clockNow()).toBeGreaterThanOrEqual(blockMs);
  expect(relativeTime(blockMs, clockNow())).toBe('22 sec. ago');
  stop2();
});

it('gives the same reading to two reads in one render', () => {
  vi.advanceTimersByTime(10_000);
  expect(clockNow()).toBe(clockNow());
});
