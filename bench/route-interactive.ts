// P6 (issue 31): every route, from navigation to interactive with its main content visible, beside an
// empty Next page measured in the same browser (bench/empty-next-app.ts). Target: at most 1.3× it.
//
// The app as `npm start` serves it (production build) in front of a devnet of its own with its activity
// on (txs, tokens and contracts for the entity pages), its history follower at the tips. Each run opens
// the page for a new viewer coming from another site (bench/fresh-visit.ts) and takes, from navigation
// start, the first animation frame in which: the page's title (main h1) is shown, no skeleton is left in
// <main> (what the page is about has come in), and React has hydrated the header's theme toggle and
// every control (link, button, field) of <main>, so whatever a person reaches for answers. Each route's
// runs alternate with runs of the empty page, so both meet the same moments of a busy machine; the
// figure is the route's median over the empty page's median of the same turns.
//
// Beside it, each route's content floor (bench/content-floor-app.ts): what the route shows once
// interactive, taken on its first load, with its stylesheets, served by an otherwise empty Next app and
// measured in the same turns. It says how much of a route's figure its content costs in this framework
// and how much Snowline's code adds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { devnetEvmContracts } from '@/devnet/evm/deployments';
import { spawnDevnet } from '@/devnet/core/spawn-devnet';
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_ARGS } from '@/e2e/offline-chromium';
import { snapshotContent, withContentFloorApp, type ContentSnapshot } from './content-floor-app';
import { EMPTY_APP_HYDRATED, withEmptyNextApp } from './empty-next-app';
import { visitUntil } from './fresh-visit';
import { formatResult, median, rpc, type Benchmark, type BenchResult } from './harness';
import { historyAtTips } from './serving';
import { startAppServer } from './serving/app-server';

const TARGET_RATIO = 1.3;
const RUNS = Number(process.env.BENCH_RUNS) || 3;

/** In the page: performance.now() once the page is interactive with its main content shown, else null. */
function interactiveAt(): number | null {
  // No named helpers in here: the bench's own compiler would wrap them in a function the page lacks.
  const main = document.querySelector('main');
  const title = main?.querySelector('h1');
  if (!main || !title || !title.checkVisibility()) return null;
  if (main.querySelector('.animate-pulse')) return null;
  const toggle = document.querySelector('[data-testid=theme-toggle]');
  if (!toggle) return null;
  for (const el of [toggle, title, ...main.querySelectorAll('a[href], button, input, select, textarea')]) {
    if (!Object.keys(el).some((k) => k.startsWith('__reactFiber$'))) return null;
  }
  return performance.now();
}

/** In the page: performance.now() once the empty app's one client component has hydrated. */
function emptyHydratedAt(selector: string): number | null {
  return document.querySelector(selector) ? performance.now() : null;
}

/**
 * Time from navigation start to `ready`, for a new viewer arriving from another site (bench/fresh-visit.ts);
 * a page that is not a 200 throws.
 */
async function navigate(
  browser: Browser,
  url: string,
  ready: (arg: string) => number | null,
  arg = '',
): Promise<number> {
  const { ms, close } = await visitUntil(browser, url, ready, arg, 60_000);
  await close();
  return ms;
}

/** What the route shows once interactive (its content floor's snapshot). */
async function contentOf(browser: Browser, url: string): Promise<ContentSnapshot> {
  const { page, close } = await visitUntil(browser, url, interactiveAt, '', 60_000);
  try {
    return await snapshotContent(page);
  } finally {
    await close();
  }
}

/** Waits (at most two minutes) until the devnet's activity has made what the entity pages show. */
async function activityUnderway(nodeUrl: string): Promise<void> {
  const token = devnetEvmContracts().SnowUSD;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const [xTx, code] = await Promise.all([
      rpc(nodeUrl, '/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' }).catch(() => null),
      rpc<string>(nodeUrl, '/ext/bc/C/rpc', 'eth_getCode', [token, 'latest']).catch(() => '0x'),
    ]);
    if (xTx && code !== '0x') return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the devnet made no X tx or C-Chain token within two minutes');
}

/** The newest C-Chain tx, from the newest blocks. */
async function newestCTx(nodeUrl: string): Promise<string> {
  const tip = BigInt(await rpc<string>(nodeUrl, '/ext/bc/C/rpc', 'eth_blockNumber', []));
  for (let n = tip; n >= 0n && n > tip - 50n; n--) {
    const block = await rpc<{ transactions: string[] }>(nodeUrl, '/ext/bc/C/rpc', 'eth_getBlockByNumber', [
      `0x${n.toString(16)}`,
      false,
    ]);
    if (block.transactions[0]) return block.transactions[0];
  }
  throw new Error('no C-Chain tx in the newest 50 blocks');
}

/** One page per route of the app (the operator-only /admin and /keystore aside: public mode). */
async function routesOf(nodeUrl: string): Promise<{ route: string; path: string }[]> {
  const P = '/ext/bc/P';
  const [xTx, xHeight, pHeight, cHeight, asset, chains, subnets, validators, cTx] = await Promise.all([
    rpc<{ id: string }>(nodeUrl, '/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' }),
    rpc<{ height: string }>(nodeUrl, '/ext/bc/X', 'avm.getHeight'),
    rpc<{ height: string }>(nodeUrl, P, 'platform.getHeight'),
    rpc<string>(nodeUrl, '/ext/bc/C/rpc', 'eth_blockNumber', []),
    rpc<{ assetID: string }>(nodeUrl, P, 'platform.getStakingAssetID'),
    rpc<{ blockchains: { id: string }[] }>(nodeUrl, P, 'platform.getBlockchains'),
    rpc<{ subnets: { id: string }[] }>(nodeUrl, P, 'platform.getSubnets'),
    rpc<{ validators: { txID: string; nodeID: string; validationRewardOwner?: { addresses: string[] } }[] }>(
      nodeUrl,
      P,
      'platform.getCurrentValidators',
    ),
    newestCTx(nodeUrl),
  ]);
  const v = validators.validators[0]!;
  const pAddress = v.validationRewardOwner!.addresses[0]!;
  const token = devnetEvmContracts().SnowUSD.toLowerCase();
  const user = devnetEvmContracts().Splitter.toLowerCase();
  const cBlock = String(BigInt(cHeight) - 1n);
  const r = (route: string, p = route) => ({ route, path: p });
  return [
    r('/'),
    r('/search'),
    r('/status'),
    r('/x'),
    r('/x/blocks'),
    r('/x/blocks/[ref]', `/x/blocks/${Number(xHeight.height) - 1}`),
    r('/x/tx/[id]', `/x/tx/${xTx.id}`),
    r('/x/address/[address]', `/x/address/X-${pAddress.slice(2)}`),
    r('/x/asset/[id]', `/x/asset/${asset.assetID}`),
    r('/p'),
    r('/p/blocks'),
    r('/p/blocks/[ref]', `/p/blocks/${Number(pHeight.height) - 1}`),
    r('/p/tx/[id]', `/p/tx/${v.txID}`),
    r('/p/address/[address]', `/p/address/${pAddress}`),
    r('/c'),
    r('/c/blocks'),
    r('/c/blocks/[ref]', `/c/blocks/${cBlock}`),
    r('/c/tx/[hash]', `/c/tx/${cTx}`),
    r('/c/address/[address]', `/c/address/${user}`),
    r('/c/tokens'),
    r('/c/token/[token]', `/c/token/${token}`),
    r('/evm'),
    r('/evm/[chain]', '/evm/c'),
    r('/evm/[chain]/blocks/[ref]', `/evm/c/blocks/${cBlock}`),
    r('/evm/[chain]/tx/[hash]', `/evm/c/tx/${cTx}`),
    r('/evm/[chain]/address/[address]', `/evm/c/address/${user}`),
    r('/evm/[chain]/tokens', '/evm/c/tokens'),
    r('/evm/[chain]/token/[address]', `/evm/c/token/${token}`),
    r('/icm'),
    r('/index'),
    r('/index/[chain]/[kind]', '/index/X/tx'),
    r('/validators'),
    r('/validators/[nodeId]', `/validators/${v.nodeID}`),
    r('/validators/watchlist'),
    r('/peers'),
    r('/fees'),
    r('/l1s'),
    r('/l1s/[id]', `/l1s/${subnets.subnets.at(-1)!.id}`),
    r('/l1s/blockchain/[id]', `/l1s/blockchain/${chains.blockchains[0]!.id}`),
    r('/node'),
    r('/console'),
    r('/tx/decode'),
    r('/genesis'),
  ];
}

export async function measureRouteInteractive(opts: { only?: string[]; log?: boolean } = {}): Promise<BenchResult[]> {
  const load = os.loadavg()[0] ?? 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-routes-'));
  const devnet = await spawnDevnet(
    ['--port', '0', '--data-dir', path.join(dir, 'devnet'), '--activity', 'on'],
    180_000,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: OFFLINE_CHROMIUM_ARGS });
  let app: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    app = await startAppServer({
      SNOWLINE_NODE_URL: devnet.url,
      SNOWLINE_MONITOR: 'off',
      SNOWLINE_DATA_DIR: path.join(dir, 'monitor'),
      // Every fresh context comes from loopback: one client to the rate limit.
      SNOWLINE_RATE_LIMIT_PER_SECOND: '0',
    });
    await activityUnderway(devnet.url);
    await historyAtTips(app.url);
    const routes = (await routesOf(devnet.url)).filter((r) => !opts.only || opts.only.includes(r.route));
    const appUrl = app.url;
    // The first load of each route renders it on the server and fills its caches; it is not counted,
    // but what it shows once interactive is the route's content floor.
    const snapshots = [];
    for (const { path: p } of routes) {
      snapshots.push(await contentOf(browser, appUrl + p));
    }
    return await withContentFloorApp(snapshots, (floorOf) =>
      withEmptyNextApp(async (empty) => {
        const emptyOnce = () => navigate(browser, `${empty.url}/live`, emptyHydratedAt, EMPTY_APP_HYDRATED);
        await emptyOnce(); // warms the empty app's server
        const results: BenchResult[] = [];
        const contentRatios: number[] = [];
        const codeRatios: number[] = [];
        for (const [index, { route, path: p }] of routes.entries()) {
          await navigate(browser, floorOf(index), interactiveAt); // warms the floor app's render
          const times: number[] = [];
          const contentFloors: number[] = [];
          const floors: number[] = [];
          for (let i = 0; i < RUNS; i++) {
            times.push(await navigate(browser, appUrl + p, interactiveAt));
            contentFloors.push(await navigate(browser, floorOf(index), interactiveAt));
            floors.push(await emptyOnce());
          }
          const [page, floor, content] = [median(times), median(floors), median(contentFloors)];
          contentRatios.push(content / floor);
          codeRatios.push(page / content);
          const result: BenchResult = {
            name: `P6 navigation to interactive ${route}`,
            value: page / floor,
            unit: '×',
            target: TARGET_RATIO,
            better: 'lower',
            detail:
              `${Math.round(page)} ms (median of ${RUNS}, ${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}) ` +
              `vs empty Next page ${Math.round(floor)} ms; its content alone ${(content / floor).toFixed(2)}× ` +
              `(${Math.round(content)} ms: the same DOM and CSS in an empty Next app), Snowline's code ` +
              `${(page / content).toFixed(2)}× that; ${p}`,
          };
          if (opts.log) console.log(formatResult(result));
          results.push(result);
        }
        const sorted = results.map((r) => r.value).sort((a, b) => a - b);
        const spread = (xs: number[]) => `median ${median(xs).toFixed(2)}×, worst ${Math.max(...xs).toFixed(2)}×`;
        console.log(
          `P6: ${results.length} routes, ratio ${spread(sorted)}; their content alone in an empty Next app ` +
            `${spread(contentRatios)} the empty page; Snowline's code over its content ${spread(codeRatios)}; ` +
            `load average ${load.toFixed(2)} at start, ${os.loadavg()[0]?.toFixed(2)} at the end`,
        );
        return results;
      }),
    );
  } finally {
    await browser.close();
    await app?.stop();
    devnet.child.kill('SIGTERM');
    await devnet.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** For bench/run.ts: it starts the devnet it needs (activity on), not the shared one (activity off). */
export const routeInteractive: Benchmark = { name: 'route-interactive', run: () => measureRouteInteractive() };

// `tsx bench/route-interactive.ts [/route …]` runs it alone (every route, or those named).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
  measureRouteInteractive({ only: only.length ? only : undefined, log: true })
    .then((results) => {
      if (results.some((r) => r.value >= r.target)) process.exitCode = 1;
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    });
}
