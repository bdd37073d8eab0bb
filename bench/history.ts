// The history follower's figures (issue 15): the backfill rate over the bench devnet's chains (after
// x-throughput filled X), and the server time of an address's first page when it has 100,000 txs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Registry } from 'prom-client';
import { formatBech32 } from '@/lib/codec';
import { readFollowerConfig } from '@/lib/server/follower-config';
import { createFollower } from '@/lib/follower/follower';
import { createFollowerMetrics } from '@/lib/follower/metrics';
import { testGatewayReader } from '@/lib/follower/testing/test-node';
import { addressTxsReply } from '@/lib/history/api';
import { tipOf } from '@/lib/follower/block-sources';
import type { BlockWrite, TxWrite } from '@/lib/store/history/records';
import type { HistoryChain } from '@/lib/store/history/chain-keys';
import { openStore } from '@/lib/store/open';
import type { Benchmark, BenchResult } from './harness';
import { oneBlockBatch, startCursorsAtZero, txWrite } from '@/lib/store/history/testing/writes';

const CHAINS: HistoryChain[] = ['X', 'P', 'C'];

/** The history follower over `node` into `store`, polling every 50 ms, its metrics and log kept to itself. */
function quickFollower(store: Awaited<ReturnType<typeof openStore>>, node: ReturnType<typeof testGatewayReader>) {
  return createFollower({
    store: store.history,
    node,
    config: readFollowerConfig({ SNOWLINE_FOLLOW_POLL_MS: '50' }),
    metrics: createFollowerMetrics(new Registry()),
    log: () => undefined,
  });
}

async function backfillRate(url: string): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-history-'));
  const store = await openStore({ kind: 'sqlite', dataDir: dir });
  try {
    const node = testGatewayReader(url);
    const tips = Object.fromEntries(await Promise.all(CHAINS.map(async (c) => [c, await tipOf(node, c)] as const)));
    const follower = quickFollower(store, node);
    const start = performance.now();
    follower.start();
    let txs = 0;
    for (;;) {
      const cursors = await store.history.cursors();
      if (CHAINS.every((c) => (cursors.find((x) => x.chain === c)?.nextHeight ?? 0) > tips[c]!)) {
        txs = cursors.reduce((s, c) => s + c.txs, 0);
        break;
      }
      if (performance.now() - start > 600_000) throw new Error('backfill did not reach the tips in 10 minutes');
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - start) / 1000;
    await follower.stop();
    return {
      name: 'history backfill (X, P, C from genesis)',
      value: txs / seconds,
      unit: 'txs/s',
      target: 5_000,
      better: 'higher',
      detail: `${txs} txs in ${seconds.toFixed(2)} s (X to ${tips.X}, P to ${tips.P}, C to ${tips.C})`,
    };
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ADDRESS = formatBech32('local', new Uint8Array(20).fill(9));
const TXS = 100_000;
const PER_BLOCK = 1_000;

const tx = (n: number, pos: number): TxWrite =>
  txWrite({
    id: `bench-tx-${n}`,
    pos,
    fee: 1_000_000n,
    addresses: [{ address: ADDRESS, deltas: new Map([['bench-asset', -1n]]) }],
    assets: ['bench-asset'],
  });

async function addressFirstPage(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-address-'));
  const store = await openStore({ kind: 'sqlite', dataDir: dir });
  try {
    const h = store.history;
    const t0 = Date.UTC(2025, 0, 1);
    await startCursorsAtZero(h, ['X'], 'height', t0);
    for (let height = 0; height < TXS / PER_BLOCK; height++) {
      const block: BlockWrite = {
        height,
        id: `bench-block-${height}`,
        timeMs: t0 + height * 60_000,
        txs: Array.from({ length: PER_BLOCK }, (_, i) => tx(height * PER_BLOCK + i, i)),
      };
      const batch = oneBlockBatch('X', block, TXS / PER_BLOCK, 0);
      if (!(await h.writeBlocks(batch, block.timeMs))) throw new Error('a bench batch was refused');
    }
    // What the API route does for the page (store reads and the JSON reply), node lookups aside.
    const url = new URL(`http://bench/api/history/address/X-${ADDRESS}`);
    const times: number[] = [];
    for (let i = 0; i < 220; i++) {
      const start = performance.now();
      const reply = await addressTxsReply(h, `X-${ADDRESS}`, url, async () => ({}));
      if (reply.status !== 200) throw new Error(`the page answered ${reply.status}: ${await reply.text()}`);
      await reply.text();
      if (i >= 20) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    return {
      name: 'address history first page (100,000 txs)',
      value: p95,
      unit: 'ms',
      target: 20,
      better: 'lower',
      detail: `p95 of 200 (median ${median.toFixed(2)} ms), SQLite, 25 rows with summary, balances and progress`,
    };
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `load` (X txs issued as fast as the devnet takes them) with a follower at the tip, and reports
 * how long each X height the node accepted took to be indexed: seen at the node (polled every 25 ms)
 * to past the follower's cursor (polled as often).
 */
export function withFollowerLag(load: Benchmark): Benchmark {
  return {
    name: `${load.name} with the history follower`,
    run: async (env) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-bench-lag-'));
      const store = await openStore({ kind: 'sqlite', dataDir: dir });
      const node = testGatewayReader(env.url);
      const follower = quickFollower(store, node);
      const indexedX = async () => ((await store.history.cursors()).find((c) => c.chain === 'X')?.nextHeight ?? 0) - 1;
      try {
        follower.start();
        const tip0 = await tipOf(node, 'X');
        while ((await indexedX()) < tip0) await new Promise((r) => setTimeout(r, 50));
        const seenAt = new Map<number, number>();
        const lags: number[] = [];
        let sampling = true;
        let seen = tip0;
        let done = tip0;
        const sampler = (async () => {
          while (sampling || done < seen) {
            const [tip, indexed] = await Promise.all([tipOf(node, 'X'), indexedX()]);
            const now = performance.now();
            for (let h = seen + 1; h <= tip; h++) seenAt.set(h, now);
            seen = Math.max(seen, tip);
            for (let h = done + 1; h <= indexed; h++) lags.push(now - (seenAt.get(h) ?? now));
            done = Math.max(done, indexed);
            await new Promise((r) => setTimeout(r, 25));
          }
        })();
        const results = await load.run(env);
        sampling = false;
        await sampler;
        lags.sort((a, b) => a - b);
        const max = lags[lags.length - 1] ?? 0;
        const p95 = lags[Math.floor(lags.length * 0.95)] ?? 0;
        return [
          ...results,
          {
            name: 'history follower behind the X tip under load',
            value: max / 1000,
            unit: 's',
            target: 2,
            better: 'lower',
            detail:
              `most behind over ${lags.length} X blocks (p95 ${(p95 / 1000).toFixed(2)} s), while: ${results[0]?.detail ?? ''}`.slice(
                0,
                400,
              ),
          },
        ];
      } finally {
        await follower.stop();
        await store.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export const historyBench: Benchmark = {
  name: 'history follower',
  run: async (env) => [await backfillRate(env.url), await addressFirstPage()],
};
