import { describe, expect, it } from 'vitest';
import { downsample, rangeStart } from './uptime-series';

const DAY = 86_400_000;

describe('an uptime series for a chart', () => {
  it('keeps every sample while they fit', () => {
    const s = downsample(
      [
        { atMs: 1, uptime: 90, connected: true },
        { atMs: 2, uptime: null, connected: false },
      ],
      10,
    );
    expect(s).toEqual({ atMs: [1, 2], uptime: [90, null], connected: [true, false], samples: 2, latestMs: 2 });
  });

  it('brings 43,200 samples down to at most the points asked, keeping each stretch’s dip and outage', () => {
    const samples = Array.from({ length: 43_200 }, (_, i) => ({
      atMs: i * 15_000,
      uptime: i === 20_000 ? 42 : 99,
      connected: i !== 30_000,
    }));
    const s = downsample(samples, 400);
    expect(s.atMs.length).toBeLessThanOrEqual(400);
    expect(s.atMs.length).toBeGreaterThan(390);
    expect(s.samples).toBe(43_200);
    expect(s.latestMs).toBe(43_199 * 15_000);
    expect(s.atMs.at(-1)).toBe(s.latestMs);
    // Times ascend; the one dip and the one disconnected sample survive, each once.
    expect(s.atMs.every((t, i) => i === 0 || t > s.atMs[i - 1]!)).toBe(true);
    expect(s.uptime.filter((u) => u === 42)).toHaveLength(1);
    expect(s.connected.filter((c) => !c)).toHaveLength(1);
    expect(Math.min(...s.uptime.map((u) => u ?? 100))).toBe(42);
  });

  it('starts a range 7 or 30 days back, or at the beginning', () => {
    expect(rangeStart('7d', 100 * DAY)).toBe(93 * DAY);
    expect(rangeStart('30d', 100 * DAY)).toBe(70 * DAY);
    expect(rangeStart('all', 100 * DAY)).toBe(0);
  });
});
