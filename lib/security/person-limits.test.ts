import { expect, it } from 'vitest';
import { readSecurityConfig } from './config';
import { memoryTokenBuckets, type RateDecision } from './rate-limit';

// Issue 25: the DEFAULT limits against what a person costs (counted in Chromium: a cold dashboard is
// about 20 requests, then 1.3/s of polling; a block list about 30; an entity page 2-5) and a scraper.
const limits = readSecurityConfig({}).rateLimit!;

function simulate(requests: { atMs: number; cost: number }[]): number {
  let now = 0;
  const buckets = memoryTokenBuckets({ ...limits, now: () => now });
  let refused = 0;
  for (const r of requests) {
    now = r.atMs;
    if (!(buckets.take('person', r.cost) as RateDecision).allowed) refused++;
  }
  return refused;
}

const every = (periodMs: number, forMs: number, cost: number, fromMs = 0) =>
  Array.from({ length: Math.floor(forMs / periodMs) }, (_, i) => ({ atMs: fromMs + i * periodMs, cost }));

it('never refuses a person reloading a block list every second for ten minutes, or twice a second for 15 s', () => {
  // Each reload: the page, 25 blocks and the height, a few prefetches as the pointer moves.
  expect(simulate(every(1_000, 600_000, 30))).toBe(0);
  expect(simulate(every(500, 15_000, 30))).toBe(0);
});

it('never refuses a person clicking through pages once a second for ten minutes, the dashboard polling meanwhile', () => {
  const clicks = every(1_000, 600_000, 6);
  const polling = every(3_000, 600_000, 4, 100);
  const reloads = every(60_000, 600_000, 20, 200);
  expect(simulate([...clicks, ...polling, ...reloads].sort((a, b) => a.atMs - b.atMs))).toBe(0);
});

it('refuses a scraper asking 100 times a second within ten seconds', () => {
  const scraper = every(10, 10_000, 1);
  expect(simulate(scraper)).toBeGreaterThan(0);
  let now = 0;
  const buckets = memoryTokenBuckets({ ...limits, now: () => now });
  let firstRefusalMs = -1;
  for (const r of scraper) {
    now = r.atMs;
    if (!(buckets.take('scraper', r.cost) as RateDecision).allowed) {
      firstRefusalMs = r.atMs;
      break;
    }
  }
  expect(firstRefusalMs).toBeGreaterThan(0);
  expect(firstRefusalMs).toBeLessThan(10_000);
});
