// P4: the JavaScript each route's first load ships — the gzip sizes of every script its HTML references,
// summed (noModule polyfills included, as in the figures) — beside the same sum for an empty
// Next page of the installed version (bench/empty-next-app.ts). Target: floor + 30 KB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { getContractAddress, type Hex } from 'viem';
import { EWOQ_EVM_ACCOUNT, signFromEwoq } from '@/devnet/evm/ewoq-evm-tx';
import { TOKEN_INIT_CODE } from '@/devnet/evm/token';
import { formatResult, rpc, startBenchDevnet, type Benchmark, type BenchResult } from './harness';
import { withEmptyNextApp } from './empty-next-app';
import { hasProductionBuild, startNext } from './next-app';

const BUDGET_KB = 30;
const KB = 1024;

/** Sum of gzip sizes of the scripts `route`'s HTML loads; `sizes` caches each script by URL. */
async function firstLoadBytes(base: string, route: string, sizes = new Map<string, number>()) {
  const res = await fetch(base + route);
  if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`);
  const html = await res.text();
  const srcs = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  let total = 0;
  for (const src of srcs) {
    let size = sizes.get(src);
    if (size === undefined) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      size = zlib.gzipSync(body).length;
      sizes.set(src, size);
    }
    total += size;
  }
  return { bytes: total, scripts: srcs.length };
}

/** What Next ships for an empty page (bench/empty-next-app.ts). */
function emptyPageFloor(): Promise<number> {
  return withEmptyNextApp(async (server) => (await firstLoadBytes(server.url, '/')).bytes);
}

type Ids = Record<string, string>;

/** A C-Chain tx and a token for the EVM tx and token routes: ewoq deploys an ERC-20 (the bench devnet has no EVM activity). */
async function deployToken(nodeUrl: string): Promise<{ hash: Hex; token: Hex }> {
  const call = <T>(method: string, params: unknown[]) => rpc<T>(nodeUrl, '/ext/bc/C/rpc', method, params);
  const nonce = BigInt(await call<Hex>('eth_getTransactionCount', [EWOQ_EVM_ACCOUNT.address, 'pending']));
  const hash = await call<Hex>('eth_sendRawTransaction', [await signFromEwoq(call, { data: TOKEN_INIT_CODE })]);
  for (let i = 0; i < 300; i++) {
    if (await call<unknown>('eth_getTransactionReceipt', [hash])) {
      return { hash, token: getContractAddress({ from: EWOQ_EVM_ACCOUNT.address, nonce }) };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the token deployment was not mined in 30 s');
}

/** One page per route: static routes as they are, entity routes with an id the node has. */
async function routesOf(nodeUrl: string): Promise<{ route: string; path: string }[]> {
  const P = '/ext/bc/P';
  const ids: Ids = {};
  const tryId = async (key: string, f: () => Promise<string | undefined>) => {
    try {
      const id = await f();
      if (id) ids[key] = id;
    } catch {
      // the node has no such entity yet: the route is left out (and said so)
    }
  };
  await Promise.all([
    tryId(
      'xTx',
      async () => (await rpc(nodeUrl, '/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' })).id as string,
    ),
    tryId('xHeight', async () => (await rpc(nodeUrl, '/ext/bc/X', 'avm.getHeight')).height as string),
    tryId('pHeight', async () => (await rpc(nodeUrl, P, 'platform.getHeight')).height as string),
    tryId('cHeight', async () => BigInt(await rpc<string>(nodeUrl, '/ext/bc/C/rpc', 'eth_blockNumber', [])).toString()),
    tryId('asset', async () => (await rpc(nodeUrl, P, 'platform.getStakingAssetID')).assetID as string),
    tryId(
      'blockchain',
      async () =>
        (await rpc<{ blockchains: { id: string }[] }>(nodeUrl, P, 'platform.getBlockchains')).blockchains[0]?.id,
    ),
    tryId(
      'subnet',
      async () => (await rpc<{ subnets: { id: string }[] }>(nodeUrl, P, 'platform.getSubnets')).subnets.at(-1)?.id,
    ),
    (async () => {
      const { hash, token } = await deployToken(nodeUrl);
      ids.cTx = hash;
      ids.token = token.toLowerCase();
    })().catch((e: Error) => console.log(`first-load-js: no C-Chain tx (${e.message})`)),
    (async () => {
      const v = (
        await rpc<{ validators: { txID: string; nodeID: string; validationRewardOwner?: { addresses: string[] } }[] }>(
          nodeUrl,
          P,
          'platform.getCurrentValidators',
        )
      ).validators[0];
      if (!v) return;
      ids.pTx = v.txID;
      ids.nodeID = v.nodeID;
      const pAddress = v.validationRewardOwner?.addresses[0];
      if (pAddress) {
        ids.pAddress = pAddress;
        ids.xAddress = `X-${pAddress.slice(2)}`;
      }
    })().catch(() => undefined),
  ]);
  const r = (route: string, p = route) => ({ route, path: p });
  const withId = (route: string, key: string, p: (id: string) => string) => {
    if (ids[key]) return [r(route, p(ids[key]!))];
    console.log(`first-load-js: the node has no id for ${route} yet; left out`);
    return [];
  };
  // Issue 30: every route with a chart is here (/, /c, /evm/[chain], /fees, /peers, /validators, /validators/[nodeId]).
  return [
    r('/'),
    r('/search'),
    r('/x/blocks'),
    ...withId('/x/blocks/[ref]', 'xHeight', (h) => `/x/blocks/${h}`),
    ...withId('/x/tx/[id]', 'xTx', (id) => `/x/tx/${id}`),
    ...withId('/x/address/[address]', 'xAddress', (a) => `/x/address/${a}`),
    ...withId('/x/asset/[id]', 'asset', (id) => `/x/asset/${id}`),
    r('/p/blocks'),
    ...withId('/p/blocks/[ref]', 'pHeight', (h) => `/p/blocks/${h}`),
    ...withId('/p/tx/[id]', 'pTx', (id) => `/p/tx/${id}`),
    ...withId('/p/address/[address]', 'pAddress', (a) => `/p/address/${a}`),
    r('/c/blocks'),
    ...withId('/c/blocks/[ref]', 'cHeight', (h) => `/c/blocks/${h}`),
    r('/c/address/[address]', `/c/address/0x${'00'.repeat(19)}01`),
    // Issue 28's EVM routes: the C-Chain's and any L1's (by `c` here, which names the C-Chain).
    r('/c'),
    r('/c/tokens'),
    r('/evm'),
    r('/evm/[chain]', '/evm/c'),
    r('/evm/[chain]/tokens', '/evm/c/tokens'),
    r('/evm/[chain]/blocks/[ref]', '/evm/c/blocks/0'),
    r('/evm/[chain]/address/[address]', `/evm/c/address/0x${'00'.repeat(19)}01`),
    ...withId('/c/tx/[hash]', 'cTx', (h) => `/c/tx/${h}`),
    ...withId('/evm/[chain]/tx/[hash]', 'cTx', (h) => `/evm/c/tx/${h}`),
    ...withId('/c/token/[token]', 'token', (t) => `/c/token/${t}`),
    ...withId('/evm/[chain]/token/[address]', 'token', (t) => `/evm/c/token/${t}`),
    // Issue 29's ICM messages (a message page needs a sent message: the bench devnet sends none).
    r('/icm'),
    r('/status'),
    r('/index'),
    r('/index/[chain]/[kind]', '/index/X/tx'),
    r('/validators'),
    ...withId('/validators/[nodeId]', 'nodeID', (id) => `/validators/${id}`),
    r('/validators/watchlist'),
    r('/l1s'),
    ...withId('/l1s/[id]', 'subnet', (id) => `/l1s/${id}`),
    ...withId('/l1s/blockchain/[id]', 'blockchain', (id) => `/l1s/blockchain/${id}`),
    r('/fees'),
    r('/peers'),
    r('/node'),
    // The operator tools a public explorer serves (/admin and /keystore exist in operator mode only).
    r('/console'),
    r('/tx/decode'),
    r('/genesis'),
  ];
}

/** Every route's first-load JavaScript against the empty-page floor, one result per route. */
async function measureFirstLoadJs(nodeUrl: string): Promise<BenchResult[]> {
  if (!hasProductionBuild()) throw new Error('no production build: run `next build` first (sizes need one)');
  const floor = await emptyPageFloor();
  const target = Math.round((floor / KB + BUDGET_KB) * 10) / 10;
  // Its own monitor dir, so a bench run leaves the user's .data alone.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-first-load-'));
  const app = await startNext({
    env: { SNOWLINE_NODE_URL: nodeUrl, SNOWLINE_MONITOR: 'off', SNOWLINE_DATA_DIR: dataDir },
  });
  try {
    const sizes = new Map<string, number>();
    const results: BenchResult[] = [];
    for (const { route, path: p } of await routesOf(nodeUrl)) {
      const { bytes, scripts } = await firstLoadBytes(app.url, p, sizes);
      results.push({
        name: `P4 first-load JS ${route}`,
        value: bytes / KB,
        unit: 'KB',
        target,
        better: 'lower',
        detail: `empty Next page ${(floor / KB).toFixed(1)} KB + ${((bytes - floor) / KB).toFixed(1)} KB; ${scripts} scripts; ${p}`,
      });
    }
    return results;
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const firstLoadJs: Benchmark = { name: 'first-load-js', run: ({ url }) => measureFirstLoadJs(url) };

// `tsx bench/first-load-js.ts` runs it alone: against SNOWLINE_BENCH_NODE_URL, or a devnet of its own.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  (async () => {
    const external = process.env.SNOWLINE_BENCH_NODE_URL;
    const devnet = external ? null : await startBenchDevnet();
    try {
      const results = await measureFirstLoadJs(external ?? devnet!.env.url);
      for (const r of results) console.log(formatResult(r));
      if (results.some((r) => r.value >= r.target)) process.exitCode = 1;
    } finally {
      await devnet?.stop();
    }
  })().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
