// Issue 31: what one person's cold dashboard load costs, in Chromium (a fresh profile): the node calls
// the page makes (the proxy's /api/node and the dashboard's /api/recent, each answered from the node),
// the page prefetches, and the calls that reached the node itself. "Loaded" is every panel showing
// its rows. The figure counts distinct calls (URL and body): on a busy machine the load takes long
// enough for the 3 s polls to repeat some, which are printed beside it with the first 5 s.
import { chromium } from '@playwright/test';
import type { BenchResult } from './harness';
import type { CountingNode } from './serving/counting-node';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '@/e2e/offline-chromium';

const isNodeCall = (url: string) => /\/api\/(node|recent)\//.test(new URL(url).pathname);

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
  }[] = [];
  try {
    for (let run = 0; run < o.runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const calls: number[] = [];
      const distinct = new Set<string>();
      const prefetches: number[] = [];
      let t0 = 0;
      page.on('request', (req) => {
        const at = performance.now() - t0;
        if (isNodeCall(req.url())) {
          calls.push(at);
          distinct.add(`${req.url()} ${req.postData() ?? ''}`.replace(/"id":\d+/, ''));
        } else if (req.headers()['next-router-prefetch'] !== undefined) prefetches.push(at);
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
      target: 11,
      better: 'lower',
      detail:
        `distinct calls, most of ${o.runs} cold loads until every panel shows (${loads.map((l) => l.asked).join(', ')}; ` +
        `with poll repeats ${loads.map((l) => l.calls).join(', ')}; ` +
        `${Math.round(worst((l) => l.ms))} ms at most); prefetches ${loads.map((l) => l.prefetches).join(', ')}; ` +
        `in the first 5 s with polling: ${loads.map((l) => l.inFive).join(', ')} calls, ` +
        `${loads.map((l) => l.prefInFive).join(', ')} prefetches; calls reaching the node (the app's follower included): ${loads.map((l) => l.upstream).join(', ')}`,
    },
  ];
}
