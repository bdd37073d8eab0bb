// P5: the validators page at 2,000 validators and 20,000 delegators, in Chromium, from navigation to a
// filtered row. Starts its own devnet (activity off, temp dir) — or uses the node at
// SNOWLINE_BENCH_NODE_URL — and the app as `npm start` serves it (scripts/server.mjs on the last
// build). Each run loads the page in a fresh browser context and takes, from navigation start, the
// first animation frame in which the table shows rows AND React has hydrated it (the server renders
// the first rows as HTML, so rows alone would not prove the page is live); then types a node id into
// the filter and times, in the page, from the keystroke to the one matching row. The figure is the
// sum: navigation to interactive, plus the filter's answer. Median of the runs. Beside it, the same
// navigation to a hydrated page of an empty Next app (bench/empty-next-app.ts): what no page of this
// framework can beat in this browser on this machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '@/e2e/offline-chromium';
import { jsonRpc } from '@/devnet/core/json-rpc-client';
import { spawnDevnet } from '@/devnet/core/spawn-devnet';
import { EMPTY_APP_HYDRATED, withEmptyNextApp } from './empty-next-app';
import { formatResult } from './harness';
import { startAppServer } from './serving/app-server';

const TARGET_MS = 500;

export interface ValidatorsPageBenchResult {
  name: string;
  value: number;
  unit: string;
  target: number;
  ratio: number;
  better: 'lower';
  detail: string;
}

function medianOf(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/**
 * Opens `url` in a fresh context (a new viewer: nothing cached) and resolves, with the page still open,
 * the page's own time from navigation start to the first animation frame in which `ready(arg)` gives it.
 */
async function navigateUntil(
  browser: Browser,
  url: string,
  ready: (arg: string) => number | null,
  arg = '',
): Promise<{ ms: number; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(ready, arg, { timeout: 120_000, polling: 'raf' });
  return { ms: (await handle.jsonValue()) as number, page, close: () => context.close() };
}

/** Median time to a hydrated page of the empty Next app, over `runs` fresh contexts after one to warm up. */
function emptyAppFloor(browser: Browser, runs: number): Promise<number> {
  return withEmptyNextApp(async (server) => {
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const { ms, close } = await navigateUntil(
        browser,
        `${server.url}/live`,
        (hydrated) => (document.querySelector(hydrated) ? performance.now() : null),
        EMPTY_APP_HYDRATED,
      );
      if (i > 0) times.push(ms);
      await close();
    }
    return medianOf(times);
  });
}

export async function runValidatorsPageBench(
  opts: { runs?: number; validators?: number; delegators?: number } = {},
): Promise<ValidatorsPageBenchResult> {
  const runs = opts.runs ?? 5;
  // Figures are only comparable on a quiet machine: report how busy it was.
  const load = os.loadavg()[0] ?? 0;
  const validators = opts.validators ?? 2000;
  const delegators = opts.delegators ?? 20000;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-validators-'));
  const external = process.env.SNOWLINE_BENCH_NODE_URL;
  const genesisStart = performance.now();
  const devnet = external
    ? null
    : await spawnDevnet(
        [
          '--port',
          '0',
          '--data-dir',
          path.join(tmp, 'devnet'),
          '--activity',
          'off',
          '--validators',
          String(validators),
          '--delegators',
          String(delegators),
        ],
        600_000,
      );
  const devnetSeconds = (performance.now() - genesisStart) / 1000;
  const nodeUrl = external ?? devnet!.url;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: OFFLINE_CHROMIUM_ARGS,
  });
  let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    app = await startAppServer({ SNOWLINE_NODE_URL: nodeUrl, SNOWLINE_DATA_DIR: path.join(tmp, 'monitor') });
    const url = `${app.url}/validators`;
    const times: number[] = [];
    const interactiveTimes: number[] = [];
    const filterTimes: number[] = [];
    // The first load warms the server; it is not counted.
    for (let i = 0; i <= runs; i++) {
      const { ms, page, close } = await navigateUntil(browser, url, () => {
        const live = document.querySelector('[data-testid=current-validators][data-hydrated=true]');
        const rows = document.querySelectorAll('[data-testid=validators-table] [role=row]');
        return live && rows.length > 1 ? performance.now() : null;
      });
      const count = Number((await page.getByTestId('validator-count').textContent())?.replaceAll(',', ''));
      // Some generated stakers have ended or not started: the page must match the node, not the flag.
      const onNode = (
        (await jsonRpc(nodeUrl + '/ext/bc/P', 'platform.getCurrentValidators')) as { validators: unknown[] }
      ).validators.length;
      if (count !== onNode) throw new Error(`page shows ${count} validators, the node ${onNode}`);
      // Interactive means it answers: a filter narrows the 2,000 rows to one, timed in the page from the keystroke.
      const someID = (await page
        .locator('[data-testid=validators-table] [data-col=node] a')
        .first()
        .getAttribute('href'))!
        .split('/')
        .pop()!;
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('[data-testid=validator-filter]')!;
        input.addEventListener(
          'input',
          () => ((window as unknown as { __filterAt: number }).__filterAt = performance.now()),
          { once: true },
        );
      });
      await page.getByTestId('validator-filter').fill(someID);
      const answered = await page.waitForFunction(
        () => (document.querySelector('[data-testid=shown-count]')?.textContent === '1' ? performance.now() : null),
        undefined,
        { timeout: 10_000, polling: 'raf' },
      );
      const filterMs =
        ((await answered.jsonValue()) as number) -
        (await page.evaluate(() => (window as unknown as { __filterAt: number }).__filterAt));
      if (i > 0) {
        times.push(ms + filterMs);
        interactiveTimes.push(ms);
        filterTimes.push(filterMs);
      }
      await close();
    }
    const floor = await emptyAppFloor(browser, runs);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return {
      name: `P5 validators page, navigation to a filtered row (${validators} validators, ${delegators} delegators)`,
      value: Math.round(median),
      unit: 'ms',
      target: TARGET_MS,
      ratio: TARGET_MS / median,
      better: 'lower',
      detail:
        `median of ${runs} runs, min ${Math.round(sorted[0]!)} max ${Math.round(sorted[sorted.length - 1]!)}; ` +
        `interactive at ${Math.round(medianOf(interactiveTimes))} ms, filter answers in ${Math.round(medianOf(filterTimes))} ms (medians); ` +
        `an empty Next page is hydrated at ${Math.round(floor)} ms in the same browser (median); ` +
        (devnet ? `devnet with ${validators} validators ready in ${devnetSeconds.toFixed(0)} s` : `node ${nodeUrl}`) +
        `; load average ${load.toFixed(2)} at start`,
    };
  } finally {
    await browser.close();
    await app?.stop();
    if (devnet) {
      devnet.child.kill('SIGTERM');
      await devnet.exited;
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// `tsx bench/validators-page.ts` runs it alone, with the same report line as `npm run bench`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runValidatorsPageBench({ runs: Number(process.env.BENCH_RUNS ?? 5) })
    .then((r) => {
      console.log(formatResult(r));
      if (r.value >= r.target) process.exitCode = 1;
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    });
}
