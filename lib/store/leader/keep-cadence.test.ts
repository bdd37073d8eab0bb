// A worker taking over keeps the old leader's beat, and a stop before its first run cancels it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCadence, leaderRetryMs } from './keep-cadence';

afterEach(() => vi.useRealTimers());

function counting() {
  const events: string[] = [];
  return { events, worker: { start: () => void events.push('start'), stop: () => void events.push('stop') } };
}

/** A counted worker paced every 10 s, at a clock of 100 000 ms, whose last run was at `last`. */
function pacedAt(last: number | null) {
  vi.useFakeTimers({ now: 100_000 });
  const { events, worker } = counting();
  return { events, paced: keepCadence(worker, { intervalMs: 10_000, lastRunMs: async () => last }) };
}

describe('keepCadence', () => {
  it('starts one interval after the last run on any instance', async () => {
    const { events, paced } = pacedAt(97_000);
    paced.start();
    await vi.advanceTimersByTimeAsync(6_999);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['start']);
  });

  it('starts at once when there was no run, or the last is more than an interval ago', async () => {
    for (const last of [null, 50_000]) {
      const { events, paced } = pacedAt(last);
      paced.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(events).toEqual(['start']);
    }
  });

  it('never waits more than one interval, even when a clock says the last run is in the future', async () => {
    const { events, paced } = pacedAt(500_000);
    paced.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(['start']);
  });

  it('does not start a worker whose lead ended before its first run', async () => {
    const { events, paced } = pacedAt(99_000);
    paced.start();
    await vi.advanceTimersByTimeAsync(1_000);
    paced.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(events).toEqual(['stop']);
  });

  it('starts at once when the store cannot say when the last run was', async () => {
    const { events, worker } = counting();
    keepCadence(worker, {
      intervalMs: 10_000,
      lastRunMs: async () => {
        throw new Error('store down');
      },
    }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual(['start']);
  });
});

describe('leaderRetryMs', () => {
  it('asks for the lead ten times an interval, within 0.2–5 s', () => {
    expect(leaderRetryMs(60_000)).toBe(5_000);
    expect(leaderRetryMs(3_000)).toBe(300);
    expect(leaderRetryMs(1_000)).toBe(200);
  });
});
