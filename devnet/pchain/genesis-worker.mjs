// Worker thread of the genesis pool (genesis-pool.ts). The devnet runs as TypeScript without a build
// step, so the worker registers tsx itself (with the repo's tsconfig for the `@/` alias), then runs
// jobs and posts each result on its port, bumping the shared counter the blocked main thread waits on.
import { workerData, parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const { port, signal, tsconfig } = workerData;
const post = (msg) => {
  port.postMessage(msg);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
};

try {
  register({ tsconfig });
  const { runGenesisJob } = await import('./genesis-jobs.ts');
  parentPort.on('message', ({ ticket, job }) => {
    try {
      post({ ticket, result: runGenesisJob(job) });
    } catch (e) {
      post({ ticket, error: e instanceof Error ? e.message : String(e) });
    }
  });
  post({ ready: true });
} catch (e) {
  post({ failed: e instanceof Error ? e.message : String(e) });
}
