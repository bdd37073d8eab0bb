// P3: upstream calls/s with 100 live dashboards beside one, each replaying the polling a real
// Chromium dashboard does (issue 13: ≤ 1.1×). The node's calls are counted in front of the devnet.
import http from 'node:http';
import type { BenchResult } from './harness';
import type { CountingNode } from './serving/counting-node';
import { recordDashboard, replayDashboard, type DashboardRecording } from './serving/dashboard-recording';

async function upstreamRate(
  rec: DashboardRecording,
  appUrl: string,
  node: CountingNode,
  dashboards: number,
  o: { warmupMs: number; measureMs: number },
): Promise<{ perSecond: number; proxied: number; top: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 * dashboards });
  const t0 = performance.now();
  const until = t0 + o.warmupMs + o.measureMs;
  // Viewers arrive over the first part of the warm-up, each loading the page once.
  const replays = Array.from({ length: dashboards }, () =>
    replayDashboard(rec, appUrl, agent, t0 + Math.random() * (o.warmupMs / 2), until),
  );
  await new Promise((r) => setTimeout(r, o.warmupMs));
  node.reset();
  await new Promise((r) => setTimeout(r, o.measureMs));
  const counts = node.counts();
  const proxied = (await Promise.all(replays)).reduce((a, b) => a + b, 0);
  agent.destroy();
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([m, n]) => `${m} ${n}`)
    .join(', ');
  return { perSecond: (total / o.measureMs) * 1000, proxied, top };
}

export async function dashboardPolling(o: {
  appUrl: string;
  node: CountingNode;
  recordMs: number;
  warmupMs: number;
  measureMs: number;
}): Promise<BenchResult[]> {
  const rec = await recordDashboard(o.appUrl, o.recordMs, 4_000);
  if (rec.poll.length === 0) throw new Error('the recorded dashboard did not poll');
  const one = await upstreamRate(rec, o.appUrl, o.node, 1, o);
  const many = await upstreamRate(rec, o.appUrl, o.node, 100, o);
  return [
    {
      name: 'P3 upstream calls/s, 100 dashboards/1',
      value: many.perSecond / one.perSecond,
      unit: '×',
      target: 1.1,
      better: 'lower',
      detail:
        `${many.perSecond.toFixed(1)} vs ${one.perSecond.toFixed(1)} calls/s over ${o.measureMs / 1000} s ` +
        `(recorded dashboard: ${rec.callsPerSecond.toFixed(1)} proxy calls/s); top with 100: ${many.top}; with 1: ${one.top}`,
    },
  ];
}
