// Benchmark: time until /validators is interactive in Chromium with 2,000 validators and 20,000
// delegators. Starts its own devnet (activity off, temp dir) — or uses the node at
// SNOWLINE_BENCH_NODE_URL when set — and the app (`next start` when a build exists in
// SNOWLINE_DIST_DIR or .next, else `next dev`, which is slower and noted), then loads the page in
// fresh browser contexts and takes, from navigation start, the first animation frame in which the
// table shows rows AND React has hydrated it (the server renders the first rows as HTML, so rows
// alone would not prove the page is live). Each run then checks that the filter answers and records
// how long it took. Median of the runs; target under 1 s.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { jsonRpc } from '@/devnet/core/json-rpc-client';
import { spawnDevnet } from '@/devnet/core/spawn-devnet';
import { formatResult } from './harness';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_MS = 1000;

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`app did not answer at ${url} within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
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
  const distDir = process.env.SNOWLINE_DIST_DIR || '.next';
  const built = fs.existsSync(path.join(REPO, distDir, 'BUILD_ID'));
  const port = await freePort();
  const app = spawn(
    process.execPath,
    [
      path.join(REPO, 'node_modules/next/dist/bin/next'),
      built ? 'start' : 'dev',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: REPO,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        SNOWLINE_NODE_URL: nodeUrl,
        SNOWLINE_DATA_DIR: path.join(tmp, 'monitor'),
        SNOWLINE_DIST_DIR: distDir,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    await waitForHttp(`${base}/validators`, 300_000, app);
    const times: number[] = [];
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
        times.push(ms);
        filterTimes.push(filterMs);
      }
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return {
      name: `validators page interactive (${validators} validators, ${delegators} delegators)`,
      value: Math.round(median),
      unit: 'ms',
      target: TARGET_MS,
      ratio: TARGET_MS / median,
      better: 'lower',
      detail:
        `median of ${runs} runs, min ${Math.round(sorted[0]!)} max ${Math.round(sorted[sorted.length - 1]!)}; ` +
        `filter answers in ${Math.round(medianOf(filterTimes))} ms (median); next ${built ? 'start' : 'dev (no build found: slower than production)'}; ` +
        (devnet ? `devnet with ${validators} validators ready in ${devnetSeconds.toFixed(0)} s` : `node ${nodeUrl}`) +
        `; load average ${load.toFixed(2)} at start`,
    };
  } finally {
    await browser.close();
    await stop(app);
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
