// The app's side of the follower thread, with stand-in workers that speak its messages.
import { Worker } from 'node:worker_threads';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createNodeMetrics } from '@/lib/node/metrics';
import { createFollowerMetrics } from './metrics';
import { followerThread } from './follower-thread';

const FOLLOWING = `
const { parentPort } = require('node:worker_threads');
parentPort.postMessage({ type: 'metric', source: 'follower', name: 'wrote', args: ['X', 2, 3] });
parentPort.on('message', (m) => { if (m.type === 'stop') parentPort.postMessage({ type: 'stopped' }); });
`;
const DYING = `throw new Error('cannot open the store');`;

function harness(code: string) {
  const registry = new Registry();
  const logs: string[] = [];
  const workers: Worker[] = [];
  const thread = followerThread({
    log: (msg) => logs.push(msg),
    metrics: { follower: createFollowerMetrics(registry), node: createNodeMetrics(registry) },
    spawnWorker: () => {
      const w = new Worker(code, { eval: true });
      workers.push(w);
      return w;
    },
    restartMs: 50,
  });
  return { thread, registry, logs, workers };
}

const exited = (w: Worker) => new Promise<number>((resolve) => w.once('exit', resolve));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the follower thread, from the app', () => {
  it("applies the thread's metrics, and a stop ends the thread once it says it has stopped", async () => {
    const { thread, registry, workers } = harness(FOLLOWING);
    thread.start();
    thread.start(); // already running: no second thread
    expect(workers).toHaveLength(1);
    await expect.poll(() => registry.metrics()).toContain('snowline_follower_blocks_total{chain="X"} 2');
    const ended = exited(workers[0]!);
    thread.stop();
    await ended;
    await sleep(100);
    expect(workers).toHaveLength(1); // a thread that was stopped is not started again
  });

  it('starts a thread that died again after the pause, and says why', async () => {
    const { thread, logs, workers } = harness(DYING);
    thread.start();
    await expect.poll(() => workers.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    thread.stop();
    expect(logs.some((l) => l.includes('cannot open the store'))).toBe(true);
    expect(logs.some((l) => l.includes('starting it again'))).toBe(true);
    const count = workers.length;
    await sleep(200);
    expect(workers.length).toBe(count); // stopped: no more restarts
  });
});
