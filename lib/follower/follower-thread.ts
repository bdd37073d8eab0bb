// The app's side of the history follower's worker thread (lib/follower/follower-worker.ts): starts
// it while this instance leads, applies the metrics it sends, stops it when the lead is lost, and
// starts it again if it dies.
import { Worker } from 'node:worker_threads';
import { nodeMetrics, type NodeMetrics } from '@/lib/node/metrics';
import { followerMetrics, type FollowerMetrics } from './metrics';
import { applyMetric, type FromFollowerThread, type ToFollowerThread } from './thread-messages';

// How long a stopping thread may finish its batch before it is terminated; and the pause before a
// thread that died is started again.
const STOP_GRACE_MS = 10_000;
const RESTART_MS = 5_000;

export interface FollowerThread {
  start(): void;
  stop(): void;
}

export interface FollowerThreadOptions {
  log: (msg: string) => void;
  /** Where its metrics go (the process's own by default). */
  metrics?: { follower: FollowerMetrics; node: NodeMetrics };
  /** Starts the thread; tests start stand-ins. */
  spawnWorker?: () => Worker;
  restartMs?: number;
}

// Written out here so that Turbopack sees the entry and bundles it.
const spawnFollowerWorker = () => new Worker(new URL('./follower-worker.ts', import.meta.url));

export function followerThread(o: FollowerThreadOptions): FollowerThread {
  const { log, spawnWorker = spawnFollowerWorker, restartMs = RESTART_MS } = o;
  let current: Worker | null = null;
  let restart: NodeJS.Timeout | null = null;
  const targets = o.metrics ?? { follower: followerMetrics(), node: nodeMetrics() };

  const spawn = () => {
    const worker = spawnWorker();
    current = worker;
    worker.on('message', (m: FromFollowerThread) => {
      if (m.type === 'metric') applyMetric(targets, m);
      else if (m.type === 'stopped') void worker.terminate();
    });
    worker.on('error', (e) => log(`follower thread failed: ${e.message}`));
    worker.on('exit', () => {
      if (current !== worker) return;
      // It died while it should run: start it again, after a pause so a fault does not spin.
      current = null;
      log(`follower thread stopped unexpectedly; starting it again in ${restartMs / 1000} s`);
      restart = setTimeout(() => {
        restart = null;
        if (!current) spawn();
      }, restartMs);
      restart.unref();
    });
  };

  return {
    start() {
      if (!current && !restart) spawn();
    },
    stop() {
      if (restart) clearTimeout(restart);
      restart = null;
      const worker = current;
      current = null;
      if (!worker) return;
      worker.postMessage({ type: 'stop' } satisfies ToFollowerThread);
      setTimeout(() => void worker.terminate(), STOP_GRACE_MS).unref();
    },
  };
}
