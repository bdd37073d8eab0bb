// A periodic worker that takes over from another instance keeps that instance's beat: its first run
// comes one interval after the last run recorded in the shared store, not at once. So a takeover
// neither samples twice in a moment (the old leader had just run) nor leaves a gap longer than one
// interval plus the retry delay of the lead (see leaderRetryMs).
import type { LeaderWorker } from './run-while-leader';

export interface CadenceOptions {
  intervalMs: number;
  /** When the last run (on any instance) happened, in ms; null when there was none. */
  lastRunMs(): Promise<number | null>;
  now?: () => number;
  log?: (msg: string) => void;
}

export function keepCadence(worker: LeaderWorker, o: CadenceOptions): LeaderWorker {
  const now = o.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  return {
    start() {
      const mine = ++generation;
      o.lastRunMs().then(
        (last) => {
          if (mine !== generation) return; // stopped (or restarted) meanwhile
          const wait = last === null ? 0 : Math.max(0, Math.min(o.intervalMs, last + o.intervalMs - now()));
          timer = setTimeout(() => {
            timer = undefined;
            if (mine === generation) worker.start();
          }, wait);
          timer.unref?.();
        },
        (e: unknown) => {
          // The store cannot say when the last run was: run now rather than not at all.
          o.log?.(`cannot read the last run (${(e as Error).message}); starting at once`);
          if (mine === generation) worker.start();
        },
      );
    },
    stop() {
      generation++;
      clearTimeout(timer);
      timer = undefined;
      worker.stop();
    },
  };
}

/** How often an instance asks for a lead it lacks: a tenth of the worker's interval, within 0.2–5 s. */
export function leaderRetryMs(intervalMs: number): number {
  return Math.min(5_000, Math.max(200, Math.floor(intervalMs / 10)));
}
