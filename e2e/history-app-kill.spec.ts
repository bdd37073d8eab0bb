// Issue 15: the app itself (scripts/server.mjs, the production build, its follower in-process) is
// killed with SIGKILL mid-backfill and started again on the same store; once at the tips its store
// equals one an uninterrupted app built from the same node: the same rows, none missing, none twice.
// Self-contained: a devnet of its own whose history is built once (activity off), so both apps index
// the same heights.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dumpHistory } from '@/lib/follower/testing/dump-history';
import { freePort } from '../scripts/services.mjs';
import { startApp, statusOf, type AppProcess } from './history-kill/app-process';

const dir = mkdtempSync(path.join(tmpdir(), 'snowline-app-kill-'));
let devnet: ChildProcess | null = null;
let nodeUrl = '';
let tips: Record<string, number> = {};
const apps: AppProcess[] = [];

async function rpc<T>(chainPath: string, method: string, params: unknown = {}): Promise<T> {
  const res = await fetch(`${nodeUrl}${chainPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const atTips = (chains: { chain: string; indexedHeight: number }[]) =>
  Object.entries(tips).every(([chain, tip]) => (chains.find((s) => s.chain === chain)?.indexedHeight ?? -1) >= tip);

const cChainID = async () =>
  (await rpc<{ blockchainID: string }>('/ext/info', 'info.getBlockchainID', { alias: 'C' })).blockchainID;

async function stop(app: AppProcess, signal: NodeJS.Signals) {
  app.child.kill(signal);
  await app.exited;
}

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  devnet = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'devnet/main.ts',
      ...['--port', String(port), '--data-dir', path.join(dir, 'devnet'), '--activity', 'off', '--history', 'on'],
      ...['--validators', '2', '--delegators', '2'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEVNET_LOG_LEVEL: 'warn' } },
  );
  nodeUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    devnet!.stdout?.on('data', (d) => {
      out += String(d);
      const m = /devnet listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    devnet!.once('exit', (code) => reject(new Error(`the devnet exited (${code})`)));
  });
  tips = await settledTips();
});

/**
 * The chains' tips once none has moved for 3 s. The devnet's relayer delivers the Warp messages its
 * pre-built history left pending (C-Chain blocks) in its first seconds: both apps must reach the same tips.
 */
async function settledTips(): Promise<Record<string, number>> {
  const end = Date.now() + 60_000;
  let last = await tipsOfChains();
  for (;;) {
    await new Promise((r) => setTimeout(r, 3_000));
    const now = await tipsOfChains();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    if (Date.now() > end) throw new Error(`the devnet's tips still moving after 60 s: ${JSON.stringify(now)}`);
    last = now;
  }
}

async function tipsOfChains(): Promise<Record<string, number>> {
  const found: Record<string, number> = {
    X: Number((await rpc<{ height: string }>('/ext/bc/X', 'avm.getHeight')).height),
    P: Number((await rpc<{ height: string }>('/ext/bc/P', 'platform.getHeight')).height),
    C: Number(BigInt(await rpc<string>('/ext/bc/C/rpc', 'eth_blockNumber', []))),
  };
  // The L1 EVM chains the devnet serves are followed too (an id that is no EVM chain has no /rpc).
  const { blockchains } = await rpc<{ blockchains: { id: string }[] }>('/ext/bc/P', 'platform.getBlockchains');
  const c = await cChainID();
  for (const { id } of blockchains) {
    const tip = await rpc<string | undefined>(`/ext/bc/${id}/rpc`, 'eth_blockNumber', []).catch(() => undefined);
    if (typeof tip === 'string' && id !== c) found[id] = Number(BigInt(tip));
  }
  return found;
}

test.afterAll(async () => {
  for (const a of apps) if (a.child.exitCode === null && a.child.signalCode === null) a.child.kill('SIGKILL');
  await Promise.all(apps.map((a) => a.exited));
  devnet?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('an app killed with SIGKILL mid-backfill resumes into the store an uninterrupted app builds', async () => {
  const killedDir = path.join(dir, 'killed');
  const total = Object.values(tips).reduce((a, b) => a + b, 0);
  expect(total, 'a history long enough to kill the backfill in its middle').toBeGreaterThan(100);

  // One block per transaction, so the backfill takes long enough to be killed in its middle.
  const slow = { SNOWLINE_FOLLOW_BATCH_BLOCKS: '1' };
  const first = await startApp(nodeUrl, killedDir, slow);
  apps.push(first);
  let seen: { chain: string; indexedHeight: number }[] = [];
  await until(
    async () => {
      seen = await statusOf(first);
      const indexed = seen.reduce((n, c) => n + c.indexedHeight + 1, 0);
      return indexed >= total / 5;
    },
    60_000,
    `the first app indexing a fifth of the history (${first.output().slice(-1_000)})`,
  );
  await stop(first, 'SIGKILL');
  expect(atTips(seen), 'killed before the backfill was done').toBe(false);

  const second = await startApp(nodeUrl, killedDir, slow);
  apps.push(second);
  await until(async () => atTips(await statusOf(second)), 120_000, 'the restarted app reaching the tips');
  await stop(second, 'SIGTERM');

  const uninterrupted = await startApp(nodeUrl, path.join(dir, 'uninterrupted'));
  apps.push(uninterrupted);
  await until(async () => atTips(await statusOf(uninterrupted)), 120_000, 'the uninterrupted app reaching the tips');
  await stop(uninterrupted, 'SIGTERM');

  const killed = await dumpHistory({ kind: 'sqlite', dataDir: killedDir });
  const reference = await dumpHistory({ kind: 'sqlite', dataDir: path.join(dir, 'uninterrupted') });
  expect(reference.txs!.length).toBeGreaterThan(100);
  for (const table of Object.keys(reference)) {
    expect(killed[table], `table ${table}`).toEqual(reference[table]);
  }
});
