// The singleton workers (the uptime sampler, the chain-history follower) share one lead, "workers":
// the instance holding it runs every worker that joined it, so the instance that samples is the one
// that follows, and one lost instance moves both to the next one at the same moment. (Separate leads
// could land on different instances, and a failure would then move one worker but not the other.)
// An instance with neither worker enabled never asks for the lead: a pages-only replica.
import { processSingleton } from '@/lib/server/process-singleton';
import type { LeaderLock } from './lease';
import { runWhileLeader, type LeaderLoop, type LeaderWorker } from './run-while-leader';

/** The lead's name in the lock (the Postgres advisory lock key is derived from it). */
export const WORKERS_LEAD = 'workers';
/** The longest delay between asks for the lead, whatever a worker wants. */
const MAX_RETRY_MS = 5_000;

export interface WorkerLeadOptions {
  /** How often this worker wants a non-leading instance to ask for the lead (the least asked wins). */
  retryMs: number;
  log?: (msg: string) => void;
  /** Told when this instance gains (true) or loses (false) the lead while the worker is in it. */
  onLead?: (held: boolean) => void;
}

interface Member {
  worker: LeaderWorker;
  o: WorkerLeadOptions;
  running: boolean;
}

interface SharedLead {
  members: Set<Member>;
  leading: boolean;
  loop: LeaderLoop;
}

// Per lock (one per store), on globalThis: Next may load the monitor and the follower in separate bundles.

function startMember(m: Member): void {
  if (m.running) return;
  m.running = true;
  m.worker.start();
  m.o.onLead?.(true);
}

function stopMember(m: Member, leadLost: boolean): void {
  if (m.running) {
    m.running = false;
    m.worker.stop();
  }
  if (leadLost) m.o.onLead?.(false);
}

function createSharedLead(lock: LeaderLock, first: Member): SharedLead {
  const members = new Set<Member>([first]);
  const state = { members, leading: false };
  const loop = runWhileLeader(
    lock,
    WORKERS_LEAD,
    {
      start: () => {
        state.leading = true;
        for (const m of members) startMember(m);
      },
      stop: () => {
        state.leading = false;
        for (const m of members) stopMember(m, true);
      },
    },
    {
      retryMs: () => Math.min(MAX_RETRY_MS, ...[...members].map((m) => m.o.retryMs)),
      log: first.o.log,
    },
  );
  return Object.assign(state, { loop });
}

/** Runs `worker` while this instance holds the workers' lead over `lock`; `stop()` leaves the lead. */
export function joinWorkerLead(lock: LeaderLock, worker: LeaderWorker, o: WorkerLeadOptions): LeaderLoop {
  const leads = processSingleton('workerLeads', () => new Map<LeaderLock, SharedLead>());
  const member: Member = { worker, o, running: false };
  let lead = leads.get(lock);
  if (lead) {
    lead.members.add(member);
    if (lead.leading) startMember(member);
  } else {
    lead = createSharedLead(lock, member);
    leads.set(lock, lead);
  }
  const joined = lead;
  return {
    get leading() {
      return joined.leading && member.running;
    },
    stop: async () => {
      joined.members.delete(member);
      stopMember(member, false);
      if (joined.members.size > 0) return;
      // The last worker left: give the lead up for another instance.
      if (leads.get(lock) === joined) leads.delete(lock);
      await joined.loop.stop();
    },
  };
}
