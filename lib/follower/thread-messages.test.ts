import { MessageChannel } from 'node:worker_threads';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createNodeMetrics, type NodeMetrics } from '@/lib/node/metrics';
import { createFollowerMetrics, type FollowerMetrics } from './metrics';
import { applyMetric, forwardedMetrics, type FromFollowerThread } from './thread-messages';

/** Metrics in a "thread" whose calls cross a real MessagePort into the app's registry. */
async function acrossPort(record: (m: { follower: FollowerMetrics; node: NodeMetrics }) => void): Promise<string> {
  const registry = new Registry();
  const targets = { follower: createFollowerMetrics(registry), node: createNodeMetrics(registry) };
  const { port1, port2 } = new MessageChannel();
  let pending = 0;
  const drained = new Promise<void>((resolve) => {
    port1.on('message', (m: FromFollowerThread) => {
      if (m.type === 'metric') applyMetric(targets, m);
      if (--pending === 0) resolve();
    });
  });
  const post = (m: FromFollowerThread) => {
    pending++;
    port2.postMessage(m);
  };
  record({ follower: forwardedMetrics('follower', post), node: forwardedMetrics('node', post) });
  await drained;
  port1.close();
  return registry.metrics();
}

describe("the follower thread's metrics", () => {
  it("reach the app's registry: lag, blocks written and the thread's node calls", async () => {
    const text = await acrossPort(({ follower, node }) => {
      follower.progress('X', { indexedHeight: 90, tipHeight: 100, lagSeconds: 4 });
      follower.wrote('X', 3, 7);
      follower.wrote('X', 2, 1);
      follower.failed('P');
      node.upstream('avm.getHeight', 'ok', 0.002);
    });
    expect(text).toContain('snowline_follower_indexed_height{chain="X"} 90');
    expect(text).toContain('snowline_follower_lag_blocks{chain="X"} 10');
    expect(text).toContain('snowline_follower_blocks_total{chain="X"} 5');
    expect(text).toContain('snowline_follower_txs_total{chain="X"} 8');
    expect(text).toContain('snowline_follower_errors_total{chain="P"} 1');
    expect(text).toContain('snowline_node_upstream_calls_total{method="avm.getHeight",outcome="ok"} 1');
  });

  it('ignores a message naming no metric method', async () => {
    const registry = new Registry();
    const targets = { follower: createFollowerMetrics(registry), node: createNodeMetrics(registry) };
    const before = await registry.metrics();
    applyMetric(targets, { type: 'metric', source: 'follower', name: 'constructor', args: [] });
    applyMetric(targets, { type: 'metric', source: 'node', name: 'toString', args: [] });
    expect(await registry.metrics()).toBe(before);
  });
});
