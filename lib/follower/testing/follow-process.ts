// A follower in a process of its own, for the test that kills it (lib/follower/follower-kill.test.ts):
// follows the node at argv[3] into the store named by argv[2] (a StoreConfig as JSON), with the
// follower settings of its environment, and prints one line per batch written.
import { Registry } from 'prom-client';
import { createFollower } from '@/lib/follower/follower';
import { readFollowerConfig } from '@/lib/server/follower-config';
import { createFollowerMetrics } from '@/lib/follower/metrics';
import type { StoreConfig } from '@/lib/store/config';
import { openStore } from '@/lib/store/open';
import { testGatewayReader } from './test-node';

async function main() {
  const store = await openStore(JSON.parse(process.argv[2]!) as StoreConfig);
  const metrics = createFollowerMetrics(new Registry());
  const follower = createFollower({
    store: store.history,
    node: testGatewayReader(process.argv[3]!),
    config: readFollowerConfig(),
    metrics: {
      ...metrics,
      wrote: (chain, blocks, txs) => {
        metrics.wrote(chain, blocks, txs);
        process.stdout.write(`wrote ${chain} ${blocks}\n`);
      },
    },
    log: (msg) => process.stderr.write(`${msg}\n`),
  });
  follower.start();
}
void main();
