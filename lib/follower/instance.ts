// The process's history follower, started from instrumentation.ts like the uptime monitor. With
// several instances on one PostgreSQL store, only the one holding the workers' lead runs it (the one
// that samples uptime); when that instance dies, another takes the lead at its next try and resumes
// from the cursors. The follower itself runs in a worker thread (lib/follower/follower-thread.ts).
import { joinWorkerLead } from '@/lib/store/leader/worker-lead';
import { processSingleton } from '@/lib/server/process-singleton';
import { workerMetrics } from '@/lib/metrics/workers';
import { appStore } from '@/lib/store/instance';
import { readFollowerConfig, type FollowerConfig } from '@/lib/server/follower-config';
import { followerThread } from './follower-thread';
import { historyLog } from './log';

/** Starts following unless SNOWLINE_FOLLOW=off; once per process. */
export function startHistoryFollower(): FollowerConfig {
  return processSingleton('historyFollower', () => {
    const config = readFollowerConfig();
    if (config.enabled) {
      appStore()
        .then((store) => {
          const thread = followerThread({ log: historyLog });
          return joinWorkerLead(
            store.leader,
            { start: () => thread.start(), stop: () => thread.stop() },
            {
              retryMs: Math.max(2_000, config.pollMs * 4),
              log: historyLog,
              onLead: (held) => workerMetrics().workerLead(held),
            },
          );
        })
        .catch((e: unknown) => historyLog(`not started: ${e instanceof Error ? e.message : String(e)}`));
    }
    return config;
  });
}
