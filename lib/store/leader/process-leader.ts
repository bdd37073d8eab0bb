// The one call a singleton worker needs (the uptime sampler, the chain-history follower): run it on
// whichever instance leads `name` over the process's store. On SQLite this process is the only
// instance and always leads; on PostgreSQL an advisory lock picks one instance, and when it dies
// another takes over within `leaderRetryMs(intervalMs)`, resuming at the dead one's beat when the
// worker says when it last ran.
import { appStore } from '@/lib/store/instance';
import { keepCadence, leaderRetryMs } from './keep-cadence';
import type { LeaderLock } from './lease';
import { runWhileLeader, type LeaderLoop, type LeaderWorker } from './run-while-leader';

export interface LeadOptions {
  /** The worker's own period (ms). */
  intervalMs: number;
  /** When it last ran on any instance (from the shared store): a new leader waits out the interval. */
  lastRunMs?: () => Promise<number | null>;
  log?: (msg: string) => void;
  /** Defaults to the process store's (tests pass their own). */
  lock?: LeaderLock;
}

export async function runAsLeader(name: string, worker: LeaderWorker, o: LeadOptions): Promise<LeaderLoop> {
  const lock = o.lock ?? (await appStore()).leader;
  const paced = o.lastRunMs
    ? keepCadence(worker, { intervalMs: o.intervalMs, lastRunMs: o.lastRunMs, log: o.log })
    : worker;
  return runWhileLeader(lock, name, paced, { retryMs: leaderRetryMs(o.intervalMs), log: o.log });
}
