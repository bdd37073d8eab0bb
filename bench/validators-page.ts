// P5: the validators page at 2,000 validators and 20,000 delegators, in Chromium, from navigation to a
// filtered row, two ways, beside an empty Next page measured in the same browser (bench/empty-next-app.ts:
// what no page of this framework can beat on this machine); the target is 1.5× that floor.
// - typed: a fresh context opens /validators; from navigation start to the first animation frame in which
//   the table shows rows and its controls are hydrated (rows alone come with the HTML and do not prove the
//   page is live), plus, timed in the page, from typing a node id that is not on the first screen into the
//   filter to the one matching row.
// - from a filtered URL: a fresh context opens /validators?q=<part of a node id>; from navigation start to
//   the first frame in which the matching row is shown and the page is hydrated (and, as a detail, when
//   the row was first shown: it is in the HTML), and beside it that page's content floor: the same DOM
//   and CSS in an otherwise empty Next app (bench/content-floor-app.ts).
// Starts its own devnet (activity off, temp dir), or uses the node at SNOWLINE_BENCH_NODE_URL, and the app
// as `npm start` serves it (scripts/server.mjs on the last build). Medians of the runs, after one to warm.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '@/e2e/offline-chromium';
import { jsonRpc } from '@/devnet/core/json-rpc-client';
import { spawnDevnet } from '@/devnet/core/spawn-devnet';
import { snapshotContent, withContentFloorApp } from './content-floor-app';
import { EMPTY_APP_HYDRATED, withEmptyNextApp } from './empty-next-app';
import { visitUntil } from './fresh-visit';
import { formatResult } from './harness';
import { startAppServer } from './serving/app-server';

/** The page may cost at most this many times the empty Next page. */
const TARGET_RATIO = 1.5;

export interface ValidatorsPageBenchResult {
  name: string;
  value: number;
  unit: string;
  target: number;
  better: 'lower';
  detail: string;
}

function medianOf(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

const spread = (xs: number[]) => `min ${Math.round(Math.min(...xs))} max ${Math.round(Math.max(...xs))}`;

/** In the page: once the row linking to `href` is shown and the table is live (its own mark); notes when the row came. */
function rowShownAndLive(href: string): number | null {
  const row = document.querySelector(`[data-testid=validators-table] a[href="${href}"]`);
  const w = window as unknown as { __rowAt?: number };
  if (row && w.__rowAt === undefined) w.__rowAt = performance.now();
  const live = document.querySelector('[data-testid=current-validators][data-hydrated=true]');
  return row && live ? performance.now() : null;
}

/**
 * In the content floor's page, which keeps the live page's marks but runs no code of its own: once the
 * row is shown and React has hydrated every control of <main>.
 */
function rowShownAndHydrated(href: string): number | null {
  const main = document.querySelector('main');
  if (!main || !main.querySelector(`[data-testid=validators-table] a[href="${href}"]`)) return null;
  for (const el of main.querySelectorAll('a[href], button, input, select, textarea')) {
    if (!Object.keys(el).some((k) => k.startsWith('__reactFiber$'))) return null;
  }
  return performance.now();
}

/** Median time to a hydrated page of the empty Next app, over `runs` fresh contexts after one to warm up. */
function emptyAppFloor(browser: Browser, runs: number): Promise<number> {
  return withEmptyNextApp(async (server) => {
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const { ms, close } = await visitUntil(
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
): Promise<ValidatorsPageBenchResult[]> {
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
      ).catch((e: unknown) => {
        // A genesis that did not finish leaves no data dir behind.
        fs.rmSync(tmp, { recursive: true, force: true });
        throw e;
      });
  const devnetSeconds = (performance.now() - genesisStart) / 1000;
  const nodeUrl = external ?? devnet!.url;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: OFFLINE_CHROMIUM_ARGS,
  });
  let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    const floor = await emptyAppFloor(browser, runs);
    const target = Math.round(floor * TARGET_RATIO);
    app = await startAppServer({ SNOWLINE_NODE_URL: nodeUrl, SNOWLINE_DATA_DIR: path.join(tmp, 'monitor') });
    const url = `${app.url}/validators`;
    const onNode = (
      (await jsonRpc(nodeUrl + '/ext/bc/P', 'platform.getCurrentValidators')) as { validators: { nodeID: string }[] }
    ).validators.map((v) => v.nodeID);
    // Node ids far from the first screen (whatever the order), a different one each run.
    const pick = (i: number) => onNode[Math.floor(onNode.length / 2) + i * 7]!;
    const typed: number[] = [];
    const interactive: number[] = [];
    const filtering: number[] = [];
    const fromUrl: number[] = [];
    const rowShown: number[] = [];
    const contentFloor: number[] = [];
    // The filtered page's content floor (bench/content-floor-app.ts): a filtered URL's page as it is shown
    // once live, with a node id no run filters by.
    const floorId = pick(2 * runs + 2);
    const floorPage = await visitUntil(
      browser,
      `${url}?q=${floorId.slice('NodeID-'.length, 'NodeID-'.length + 12)}`,
      rowShownAndLive,
      `/validators/${floorId}`,
    );
    const snapshot = await snapshotContent(floorPage.page);
    await floorPage.close();
    await withContentFloorApp([snapshot], async (floorOf) => {
      // The first load of each warms the server; it is not counted.
      for (let i = 0; i <= runs; i++) {
        const { ms, page, close } = await visitUntil(browser, url, () => {
          const live = document.querySelector('[data-testid=current-validators][data-hydrated=true]');
          const rows = document.querySelectorAll('[data-testid=validators-table] [role=row]');
          return live && rows.length > 1 ? performance.now() : null;
        });
        const count = Number((await page.getByTestId('validator-count').textContent())?.replaceAll(',', ''));
        // Some generated stakers have ended or not started: the page must match the node, not the flag.
        if (count !== onNode.length) throw new Error(`page shows ${count} validators, the node ${onNode.length}`);
        const id = pick(i);
        await page.evaluate(() => {
          const input = document.querySelector<HTMLInputElement>('[data-testid=validator-filter]')!;
          input.addEventListener(
            'input',
            () => ((window as unknown as { __filterAt: number }).__filterAt = performance.now()),
            { once: true },
          );
        });
        await page.getByTestId('validator-filter').fill(id);
        const answered = await page.waitForFunction(
          (href) =>
            document.querySelector('[data-testid=shown-count]')?.textContent === '1' &&
            document.querySelector(`[data-testid=validators-table] a[href="${href}"]`)
              ? performance.now()
              : null,
          `/validators/${id}`,
          { timeout: 10_000, polling: 'raf' },
        );
        const filterMs =
          ((await answered.jsonValue()) as number) -
          (await page.evaluate(() => (window as unknown as { __filterAt: number }).__filterAt));
        await close();

        // The same kind of row from a filtered URL: part of another node id, as a person pastes it.
        const other = pick(i + runs + 1);
        const part = other.slice('NodeID-'.length, 'NodeID-'.length + 12);
        const shown = await visitUntil(browser, `${url}?q=${part}`, rowShownAndLive, `/validators/${other}`);
        const firstRow = await shown.page.evaluate(() => (window as unknown as { __rowAt: number }).__rowAt);
        await shown.close();
        if (i > 0) {
          typed.push(ms + filterMs);
          interactive.push(ms);
          filtering.push(filterMs);
          fromUrl.push(shown.ms);
          rowShown.push(firstRow);
        }
        // The filtered page's content alone, in the same turn.
        const bare = await visitUntil(browser, floorOf(0), rowShownAndHydrated, `/validators/${floorId}`);
        await bare.close();
        if (i > 0) contentFloor.push(bare.ms);
      }
    });
    const where =
      (devnet ? `devnet with ${validators} validators ready in ${devnetSeconds.toFixed(0)} s` : `node ${nodeUrl}`) +
      `; load average ${load.toFixed(2)} at start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end`;
    const vsFloor = (ms: number) =>
      `${(ms / floor).toFixed(2)}× an empty Next page (hydrated at ${Math.round(floor)} ms, median, same browser; target ${TARGET_RATIO}×)`;
    const size = `${validators} validators, ${delegators} delegators`;
    /** A result on the median of `samples`: against the empty page, with its spread, then `more`. */
    const p5 = (what: string, samples: number[], more: string): ValidatorsPageBenchResult => ({
      name: `P5 validators page, ${what} (${size})`,
      value: Math.round(medianOf(samples)),
      unit: 'ms',
      target,
      better: 'lower',
      detail: `${vsFloor(medianOf(samples))}; median of ${runs} runs, ${spread(samples)}; ${more}; ${where}`,
    });
    return [
      p5(
        "navigation to a typed filter's row",
        typed,
        `interactive at ${Math.round(medianOf(interactive))} ms, filter answers in ${Math.round(medianOf(filtering))} ms (medians)`,
      ),
      p5(
        "navigation to a filtered URL's row, interactive",
        fromUrl,
        `the row first shown at ${Math.round(medianOf(rowShown))} ms (median, from the HTML); its content alone ` +
          `${(medianOf(contentFloor) / floor).toFixed(2)}× (${Math.round(medianOf(contentFloor))} ms, the same DOM ` +
          `and CSS in an empty Next app, measured in the same turns)`,
      ),
    ];
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
  // BENCH_VALIDATORS / BENCH_DELEGATORS: a smaller set when the machine cannot build the full genesis in time.
  runValidatorsPageBench({
    runs: Number(process.env.BENCH_RUNS ?? 5),
    validators: Number(process.env.BENCH_VALIDATORS ?? 2000),
    delegators: Number(process.env.BENCH_DELEGATORS ?? 20000),
  })
    .then((results) => {
      for (const r of results) {
        console.log(formatResult(r));
        if (r.value >= r.target) process.exitCode = 1;
      }
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    });
}
