// Issue 31: what one person's cold dashboard load costs, in Chromium (a fresh profile): the node calls
// the page makes (the proxy's /api/node, and the dashboard's /api/recent and /api/network, each answered
// from the node), the page prefetches, and the calls that reached the node itself. Target: at most 10
// node calls (issue 31). "Loaded" is every panel showing
// its rows. The figure counts distinct calls (URL and body): on a busy machine the load takes long
// enough for the 3 s polls to repeat some, which are printed beside it with the first 5 s.
import { chromium } from '@playwright/test';
import type { BenchResult } from './harness';
import type { CountingNode } from './serving/counting-node';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '@/e2e/offline-chromium';

const isNodeCall = (url: string) => /^\/api\/(node|recent|network)\//.test(new URL(url).pathname);
/** Next's link prefetches: a route's tree, or (Next 16) one of its segments. */
const isPrefetch = (h: Record<string, string>) =>
  h['next-router-prefetch'] !== undefined || h['next-router-segment-prefetch'] !== undefined;
/** A call's name in the detail: the JSON-RPC method, or the route. */
const callName = (url: string, body: string | null) =>
  /"method":"([^"]+)"/.exec(body ?? '')?.[1] ?? new URL(url).pathname.replace(/^\/api\//, '');

export async function dashboardColdLoad(o: {
  appUrl: string;
  node: CountingNode;
  runs: number;
}): Promise<BenchResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_CHROMIUM_ARGS });
  const loads: {
    asked: number;
    calls: number;
    prefetches: number;
    upstream: number;
    inFive: number;
    prefInFive: number;
    ms: number;
    names: string[];
    prefetched: string[];
  }[] = [];
  try {
    for (let run = 0; run < o.runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const calls: number[] = [];
      const distinct = new Set<string>();
      const names = new Set<string>();
      const prefetches: number[] = [];
      const prefetched = new Set<string>();
      let t0 = 0;
      page.on('request', (req) => {
        const at = performance.now() - t0;
        if (isNodeCall(req.url())) {
          calls.push(at);
          distinct.add(`${req.url()} ${req.postData() ?? ''}`.replace(/"id":\d+/, ''));
          names.add(callName(req.url(), req.postData()));
        } else if (isPrefetch(req.headers())) {
          prefetches.push(at);
          prefetched.add(new URL(req.url()).pathname);
        }
      });
      o.node.reset();
      t0 = performance.now();
      await page.goto(`${o.appUrl}/`);
      for (const id of ['recent-block-X', 'recent-block-P', 'recent-block-C', 'recent-tx']) {
        await page.getByTestId(id).first().waitFor({ timeout: 30_000 });
      }
      await page.getByTestId('stat-validators').getByText(/\d/).waitFor({ timeout: 30_000 });
      await page.getByTestId('network-badge').and(page.locator('[data-reachable="true"]')).waitFor({ timeout: 30_000 });
      const ms = performance.now() - t0;
      const upstream = [...o.node.counts().values()].reduce((a, b) => a + b, 0);
      const loaded = calls.length;
      const asked = distinct.size;
      const loadedPrefetches = prefetches.length;
      await page.waitForTimeout(Math.max(0, 5_000 - (performance.now() - t0)));
      loads.push({
        asked,
        calls: loaded,
        prefetches: loadedPrefetches,
        upstream,
        inFive: calls.filter((t) => t < 5_000).length,
        prefInFive: prefetches.filter((t) => t < 5_000).length,
        ms,
        names: [...names].sort(),
        prefetched: [...prefetched].sort(),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const worst = (f: (l: (typeof loads)[number]) => number) => Math.max(...loads.map(f));
  return [
    {
      name: 'Dashboard node calls, cold load in Chromium',
      value: worst((l) => l.asked),
      unit: 'calls',
      // At most 10 (the bench's targets are strict bounds).
      target: 11,
      better: 'lower',
      detail:
        `distinct calls, most of ${o.runs} cold loads until every panel shows (${loads.map((l) => l.asked).join(', ')}; ` +
        `with poll repeats ${loads.map((l) => l.calls).join(', ')}; ` +
        `${Math.round(worst((l) => l.ms))} ms at most; ${loads[0]?.names.join(', ')}); target ≤ 10; prefetches ${loads.map((l) => l.prefetches).join(', ')} ` +
        `(${loads[0]?.prefetched.join(', ')}); ` +
        `in the first 5 s with polling: ${loads.map((l) => l.inFive).join(', ')} calls, ` +
        `${loads.map((l) => l.prefInFive).join(', ')} prefetches; calls reaching the node (the app's follower included): ${loads.map((l) => l.upstream).join(', ')}`,
    },
  ];
}
