// The history follower's worker thread: follows X, P, C and the L1s into the history store on a heap
// and event loop of its own. In the app's thread, its decoding and batch building made every young
// collection slower and cost each proxied call 20–35 µs (issue 13, P1). It opens the history store and
// a node gateway of its own; lib/follower/follower-thread.ts starts and stops it.
import { parentPort } from 'node:worker_threads';
import { gatewayFromEnv } from '@/lib/node/instance';
import { readStoreConfig } from '@/lib/store/config';
import { openHistoryStore } from '@/lib/store/open';
import { readFollowerConfig } from '@/lib/server/follower-config';
import { createFollower } from './follower';
import { historyLog } from './log';
import { gatewayReader } from './node-reader';
import { forwardedMetrics, type FromFollowerThread, type ToFollowerThread } from './thread-messages';

async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  const post = (m: FromFollowerThread) => port.postMessage(m);
  const store = await openHistoryStore(readStoreConfig());
  const gateway = gatewayFromEnv(forwardedMetrics('node', post));
  const follower = createFollower({
    store: store.history,
    node: gatewayReader(() => gateway),
    config: readFollowerConfig(),
    metrics: forwardedMetrics('follower', post),
    log: historyLog,
  });
  port.on('message', (m: ToFollowerThread) => {
    if (m.type !== 'stop') return;
    void follower
      .stop()
      .then(() => store.close())
      .finally(() => post({ type: 'stopped' }));
  });
  follower.start();
}

if (parentPort) void main(parentPort);
