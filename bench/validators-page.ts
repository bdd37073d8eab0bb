// P5: the validators page at 2,000 validators and 20,000 delegators, in Chromium, from navigation to a
// filtered row. Starts its own devnet (activity off, temp dir) — or uses the node at
// SNOWLINE_BENCH_NODE_URL — and the app (bench/next-app.ts: `next start` when a build exists, else
// `next dev`, which is slower and said so). Each run loads the page in a fresh browser context and takes,
// from navigation start, the first animation frame in which the table shows rows AND React has hydrated
// it (the server renders the first rows as HTML, so rows alone would not prove the page is live); then
// types a node id into the filter and times, in the page, from the keystroke to the one matching row.
// The figure is the sum: navigation to interactive, plus the filter's answer. Median of the runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '@/e2e/offline-chromium';
import { jsonRpc } from '@/devnet/core/json-rpc-client';
import { spawnDevnet } from '@/devnet/core/spawn-devnet';
import { formatResult } from './harness';
import { startNext } from './next-app';

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
  let app: Awaited<ReturnType<typeof startNext>> | undefined;
  try {
    app = await startNext({
      env: { SNOWLINE_NODE_URL: nodeUrl, SNOWLINE_DATA_DIR: path.join(tmp, 'monitor') },
      readyPath: '/validators',
    });
    const base = app.url;
    const times: number[] = [];
    const interactiveTimes: number[] = [];
    const filterTimes: number[] = [];
    // The first load warms the server (and compiles the page under `next dev`); it is not counted.
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/validators`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => {
          const live = document.querySelector('[data-testid=current-validators][data-hydrated=true]');
          const rows = document.querySelectorAll('[data-testid=validators-table] [role=row]');
          return live && rows.length > 1 ? performance.now() : null;
        },
        undefined,
        { timeout: 120_000, polling: 'raf' },
      );
      const ms = (await handle.jsonValue()) as number;
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
      await context.close();
    }
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
        `next ${app.mode === 'start' ? 'start' : 'dev (no build found: slower than production)'}; ` +
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
