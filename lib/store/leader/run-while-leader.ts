// Runs a worker on whichever instance leads: tries for the lead every `retryMs`, starts the worker
// when it gets it, stops it when the lease ends. With the retry at the worker's own interval, a
// worker whose instance dies resumes elsewhere within one interval.
import type { LeaderLock, Lease } from './lease';

export interface LeaderWorker {
  start(): void;
  stop(): void;
}

export interface LeaderLoop {
  /** True while this instance leads and runs the worker. */
  readonly leading: boolean;
  /** Stops the worker and gives up the lead (shutdown). */
  stop(): Promise<void>;
}

export function runWhileLeader(
  lock: LeaderLock,
  name: string,
  worker: LeaderWorker,
  // A function when the delay can change while the loop runs (workers joining a shared lead).
  o: { retryMs: number | (() => number); log?: (msg: string) => void },
): LeaderLoop {
  let lease: Lease | null = null;
  let stopped = false;
  let trying: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retryMs = () => (typeof o.retryMs === 'function' ? o.retryMs() : o.retryMs);

  const attempt = async () => {
    if (stopped || lease?.held) return;
    let got: Lease | null;
    try {
      got = await lock.tryLead(name);
    } catch (e) {
      o.log?.(`cannot ask for the lead on ${name}: ${(e as Error).message}`);
      return;
    }
    if (!got) return;
    if (stopped) return void (await got.release());
    lease = got;
    worker.start();
    void got.ended.then(() => {
      worker.stop();
      if (!stopped) o.log?.(`lost the lead on ${name}; another instance may take it`);
    });
  };
  const tick = () => {
    trying ??= attempt().finally(() => (trying = null));
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick();
      schedule();
    }, retryMs());
    timer.unref?.();
  };
  tick();
  schedule();

  return {
    get leading() {
      return lease?.held === true;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await trying;
      await lease?.release();
    },
  };
}
