// runAsLeader: the call singleton workers use. One holder of a name runs its worker, on the beat of
// the last recorded run; when it stops, another takes over within the retry delay.
import { describe, expect, it } from 'vitest';
import { createProcessLeaderLock } from './process-lock';
import { runAsLeader } from './process-leader';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runAsLeader', () => {
  it('runs a worker on one holder at a time, and on another once the first stops', async () => {
    const lock = createProcessLeaderLock();
    const running = new Set<string>();
    const worker = (name: string) => ({ start: () => void running.add(name), stop: () => void running.delete(name) });
    const first = await runAsLeader('follower', worker('first'), { intervalMs: 1_000, lock });
    const second = await runAsLeader('follower', worker('second'), { intervalMs: 1_000, lock });
    await sleep(50);
    expect([...running]).toEqual(['first']);
    expect([first.leading, second.leading]).toEqual([true, false]);

    const stoppedAt = Date.now();
    await first.stop();
    while (!running.has('second')) await sleep(10);
    // The retry delay at a 1 s interval: 200 ms (and a little for a loaded machine).
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
    expect([...running]).toEqual(['second']);
    await second.stop();
  });

  it('starts a new leader one interval after the last recorded run, not at once', async () => {
    const lock = createProcessLeaderLock();
    let startedAt = 0;
    const lastRun = Date.now() - 200;
    const loop = await runAsLeader(
      'sampler',
      { start: () => void (startedAt = Date.now()), stop: () => undefined },
      { intervalMs: 600, lastRunMs: async () => lastRun, lock },
    );
    while (startedAt === 0) await sleep(10);
    expect(startedAt - lastRun).toBeGreaterThanOrEqual(590);
    await loop.stop();
  });
});
