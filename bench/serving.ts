// P1–P3 (issue 13): the app as `npm start` serves it (production build), in front of a devnet with
// its activity on, behind a counter of the calls reaching the node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnDevnet } from '@/devnet/core/spawn-devnet';
import type { ApiWire } from '@/lib/api';
import { HISTORY_CHAINS, isL1Chain } from '@/lib/store/history/chain-keys';
import { dashboardColdLoad } from './dashboard-cold-load';
import { dashboardPolling } from './dashboard-polling';
import { evmTxPage } from './evm-tx-page';
import type { BenchResult } from './harness';
import { proxyThroughput } from './proxy-throughput';
import { startAppServer } from './serving/app-server';
import { startCountingNode } from './serving/counting-node';
import { warmPages } from './warm-pages';

/** Waits (at most two minutes) until the app's history follower is within a block of X, P and C's tips. */
export async function historyAtTips(appUrl: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const status = (await (await fetch(`${appUrl}/api/history/status`)).json()) as ApiWire<'history.status'>;
    if (!status.following) throw new Error('the app does not follow the chain (SNOWLINE_FOLLOW=off)');
    const primary = status.chains.filter((c) => !isL1Chain(c.chain));
    if (
      primary.length === HISTORY_CHAINS.length &&
      primary.every((c) => c.tipHeight !== null && c.indexedHeight >= c.tipHeight - 1)
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the history follower did not reach the tips within two minutes');
}

export interface ServingReport {
  result(r: BenchResult): void;
  error(name: string, e: Error): void;
}

export async function servingBenchmarks(o: {
  quick: boolean;
  /** Which of P1–P3 to run (all by default). */
  figures?: readonly string[];
  report: ServingReport;
}): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-serving-'));
  const devnet = await spawnDevnet(
    ['--port', '0', '--data-dir', path.join(dir, 'devnet'), '--activity', 'on'],
    180_000,
  );
  const counting = await startCountingNode(devnet.url);
  const app = await startAppServer({
    SNOWLINE_NODE_URL: counting.url,
    // The uptime sampler's own calls would blur what viewers cost the node.
    SNOWLINE_MONITOR: 'off',
    SNOWLINE_DATA_DIR: path.join(dir, 'monitor'),
    // Every simulated viewer comes from loopback: one client to the rate limit, which would refuse them.
    SNOWLINE_RATE_LIMIT_PER_SECOND: '0',
  });
  // The follower first reads the devnet's history from genesis: P1-P3 measure the app as it then
  // runs, following the tips, not that one-off catch-up.
  await historyAtTips(app.url);
  const steps: [string, () => Promise<BenchResult[]>][] = [
    ['P1', () => proxyThroughput({ nodeUrl: devnet.url, appUrl: app.url, seconds: o.quick ? 2 : 5 })],
    ['P2', () => warmPages({ nodeUrl: devnet.url, appUrl: app.url, runs: o.quick ? 50 : 300 })],
    ['evm-tx', async () => [await evmTxPage({ nodeUrl: devnet.url, appUrl: app.url, runs: o.quick ? 50 : 300 })]],
    // Issue 31: one person's cold dashboard (node calls, prefetches), before the crowd figure.
    ['P3', () => dashboardColdLoad({ appUrl: app.url, node: counting, runs: o.quick ? 2 : 3 })],
    [
      'P3',
      () =>
        dashboardPolling({
          appUrl: app.url,
          node: counting,
          // The load, then one minute of polling: a multiple of every live view's period (3, 4, 15 s), so
          // looping it keeps each poll on its wall-clock beat.
          recordMs: 4_000 + 60_000,
          warmupMs: o.quick ? 6_000 : 8_000,
          measureMs: o.quick ? 10_000 : 30_000,
        }),
    ],
  ];
  try {
    for (const [name, step] of steps) {
      if (o.figures && !o.figures.includes(name)) continue;
      try {
        for (const r of await step()) o.report.result(r);
      } catch (e) {
        o.report.error(name, e as Error);
      }
    }
  } finally {
    await app.stop();
    await counting.close();
    devnet.child.kill('SIGTERM');
    await devnet.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
