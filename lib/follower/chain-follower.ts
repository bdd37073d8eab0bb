// Follows one chain: reads the blocks after its cursor, derives their rows and writes them with the
// cursor in one transaction, then does it again; at the tip it polls. While a batch is written the next
// one is already being read. A failure (node down, a write refused) is logged, counted and retried
// with backoff; the cursor in the store is the only truth, so nothing is skipped or written twice.
import { FOREIGN_HISTORY } from '@/lib/store/history/foreign';
import { type BlockBatch, type ChainCursor, type HistoryStore } from '@/lib/store/history/records';
import { isL1Chain, type HistoryChain } from '@/lib/store/history/chain-keys';
import { tipOf } from './block-sources';
import type { ChainReader, Derived } from './chain-readers';
import type { FollowerConfig } from '@/lib/server/follower-config';
import type { FollowerMetrics } from './metrics';
import type { NodeReader } from './node-reader';
import { stoppableLoop } from './stoppable-loop';

export interface ChainFollowerDeps {
  reader: ChainReader;
  store: HistoryStore;
  node: NodeReader;
  config: FollowerConfig;
  metrics: FollowerMetrics;
  log: (msg: string) => void;
  now?: () => number;
}

export interface ChainFollower {
  start(): void;
  /** Stops after the batch in hand (written or not); resolves once the loop has ended. */
  stop(): Promise<void>;
}

/** Txs aimed at per transaction while catching up: big enough to amortize a commit, small enough to stay responsive. */
const TARGET_BATCH_TXS = 4_000;
const HEIGHT_READ_BLOCKS = 64;
const EVM_READ_BLOCKS = 32;
const RATE_WINDOW_MS = 60_000;
const TIP_EVERY_MS = 1_000;
const NOTE_IDLE_EVERY_MS = 5_000;
const MAX_BACKOFF_MS = 30_000;

/** The node is not the chain the stored history was read from. */
const FRESH_START_HINT =
  'Start a fresh index (operator: "Start a fresh index" on /status, keeping the old one aside or not), ' +
  'or give this node a store of its own (another SNOWLINE_DATA_DIR or database).';

class ChainMismatchError extends Error {
  override name = 'ChainMismatchError';
}

export function createChainFollower(deps: ChainFollowerDeps): ChainFollower {
  const { reader, store, config, metrics } = deps;
  const chain = reader.chain;
  const now = deps.now ?? Date.now;
  let wake: (() => void) | null = null;
  let txsPerBlock = 1;
  let tip: { height: number; atMs: number } | null = null;
  let lastNoted = 0;
  const samples: { atMs: number; blocks: number; txs: number }[] = [];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(t);
        resolve();
      };
    }).finally(() => (wake = null));

  const maxBlocks = () => {
    if (chain !== 'X' && chain !== 'P') return Math.min(config.batchBlocks, EVM_READ_BLOCKS);
    if (reader.source === 'height') return Math.min(config.batchBlocks, HEIGHT_READ_BLOCKS);
    return Math.max(1, Math.min(config.batchBlocks, Math.round(TARGET_BATCH_TXS / Math.max(1, txsPerBlock))));
  };

  async function seeTip(force = false): Promise<void> {
    if (!force && tip && now() - tip.atMs < TIP_EVERY_MS) return;
    tip = { height: await tipOf(deps.node, chain), atMs: now() };
  }

  function rates(): { blocksPerSec: number; txsPerSec: number } {
    const cutoff = now() - RATE_WINDOW_MS;
    while (samples.length > 0 && samples[0]!.atMs < cutoff) samples.shift();
    if (samples.length < 2) return { blocksPerSec: 0, txsPerSec: 0 };
    const span = (samples[samples.length - 1]!.atMs - samples[0]!.atMs) / 1000;
    if (span <= 0) return { blocksPerSec: 0, txsPerSec: 0 };
    const sum = samples
      .slice(1)
      .reduce((a, s) => ({ blocks: a.blocks + s.blocks, txs: a.txs + s.txs }), { blocks: 0, txs: 0 });
    return { blocksPerSec: sum.blocks / span, txsPerSec: sum.txs / span };
  }

  function report(cursor: ChainCursor): void {
    const indexedHeight = cursor.nextHeight - 1;
    const behind = tip !== null && tip.height > indexedHeight;
    metrics.progress(chain, {
      indexedHeight,
      tipHeight: tip?.height ?? null,
      lagSeconds: behind && cursor.indexedTimeMs !== null ? Math.max(0, (now() - cursor.indexedTimeMs) / 1000) : 0,
    });
  }

  /**
   * Refuses to append to a history read from another network or chain, or from a node whose block at
   * the cursor differs from the one written there (the node was reset): the rows would mix two chains.
   * The refusal is the follower's error on /status, retried with backoff, so the right node coming back
   * resumes; a store for the new node is another SNOWLINE_DATA_DIR (or database).
   */
  async function checkSameChain(c: ChainCursor): Promise<void> {
    const { networkID, blockchainID } = reader.identity;
    if (c.networkID === null || c.blockchainID === null) {
      await store.identifyCursor(chain, networkID, blockchainID);
    } else if (c.networkID !== networkID || c.blockchainID !== blockchainID) {
      throw new ChainMismatchError(
        `${chain}: ${FOREIGN_HISTORY}: it was read from network ${c.networkID}, chain ${c.blockchainID}, but the ` +
          `node is network ${networkID}, chain ${blockchainID}; not appending to it. ${FRESH_START_HINT}`,
      );
    }
    const height = c.nextHeight - 1;
    if (c.lastBlockID === null || height < c.startHeight) return;
    const onNode = await reader.blockIDAt(height);
    if (onNode !== c.lastBlockID) {
      throw new ChainMismatchError(
        `${chain}: ${FOREIGN_HISTORY}: the node's block at height ${height} is ` +
          `${onNode ?? 'missing (its chain is shorter)'}, not ${c.lastBlockID} as in this history: the node was ` +
          `reset or follows another chain; not appending. ${FRESH_START_HINT}`,
      );
    }
  }

  async function cursorOf(): Promise<ChainCursor> {
    const existing = (await store.cursors()).find((c) => c.chain === chain);
    if (existing) {
      await checkSameChain(existing);
      // The node's index was turned on after following by height: find the cursor's place in it.
      if (reader.source === 'index' && existing.nextIndex === null) {
        return { ...existing, nextIndex: await reader.startIndex(existing.nextHeight) };
      }
      return existing;
    }
    // SNOWLINE_FOLLOW_FROM names X, P and C; an L1's chain is followed from its genesis.
    const startHeight = isL1Chain(chain) ? 0 : config.from[chain as HistoryChain];
    const start = {
      chain,
      source: reader.source,
      startHeight,
      nextHeight: startHeight,
      nextIndex: await reader.startIndex(startHeight),
      indexedTimeMs: null,
      tipHeight: null,
      tipAtMs: null,
      blocksPerSec: 0,
      txsPerSec: 0,
      ...reader.identity,
    };
    await store.startCursor(start, now());
    return (await store.cursors()).find((c) => c.chain === chain)!;
  }

  function batchOf(cursor: ChainCursor, d: Derived): BlockBatch {
    const r = rates();
    // The tip is polled at most every TIP_EVERY_MS, and blocks read since then lie past it: the node's
    // tip is at least the last block read ("indexed to height 495 of 494" otherwise).
    if (tip && tip.height < d.nextHeight - 1) tip = { ...tip, height: d.nextHeight - 1 };
    return {
      chain,
      fromHeight: cursor.nextHeight,
      blocks: d.blocks,
      tokens: d.tokens,
      cursor: {
        source: reader.source,
        startHeight: cursor.startHeight,
        nextHeight: d.nextHeight,
        nextIndex: d.nextIndex,
        indexedTimeMs: d.blocks[d.blocks.length - 1]?.timeMs ?? cursor.indexedTimeMs,
        tipHeight: tip?.height ?? null,
        tipAtMs: tip?.atMs ?? null,
        blocksPerSec: r.blocksPerSec,
        txsPerSec: r.txsPerSec,
        updatedMs: now(),
      },
    };
  }

  async function run(): Promise<void> {
    let cursor: ChainCursor | null = null;
    let pending: Promise<unknown> | null = null;
    let failures = 0;
    while (!life.stopped) {
      try {
        cursor ??= await cursorOf();
        const raw = await (pending ?? reader.read(cursor, maxBlocks()));
        pending = null;
        await seeTip(reader.count(raw) === 0);
        const d = reader.count(raw) === 0 ? null : await reader.derive(raw, cursor);
        if (!d || d.blocks.length === 0) {
          // At the tip (or a P proposal waits for its outcome).
          if (now() - lastNoted >= NOTE_IDLE_EVERY_MS || cursor.error) {
            await store.noteTip(chain, tip?.height ?? cursor.nextHeight - 1, now(), null);
            lastNoted = now();
            cursor = { ...cursor, error: null };
          }
          report(cursor);
          failures = 0;
          await sleep(config.pollMs);
          continue;
        }
        const batch = batchOf(cursor, d);
        const next: ChainCursor = {
          ...cursor,
          ...batch.cursor,
          chain,
          txs: cursor.txs + d.blocks.reduce((n, b) => n + b.txs.length, 0),
          error: null,
        };
        if (!life.stopped) {
          pending = reader.read(next, maxBlocks());
          pending.catch(() => undefined); // awaited (and its error handled) on the next turn
        }
        if (!(await store.writeBlocks(batch, now()))) {
          // Another writer moved this chain on: start again from the store's cursor.
          deps.log(`${chain}: the history cursor moved under this follower; reading it again`);
          pending = null;
          cursor = null;
          continue;
        }
        const txs = next.txs - cursor.txs;
        samples.push({ atMs: now(), blocks: d.blocks.length, txs });
        txsPerBlock = 0.7 * txsPerBlock + 0.3 * (txs / d.blocks.length);
        metrics.wrote(chain, d.blocks.length, txs);
        for (const b of d.blocks) {
          if (!b.undecoded) continue;
          // Written with what could be read, and counted: a decode error is never retried.
          metrics.undecoded(chain, b.undecoded.kind);
          deps.log(`${chain}: block ${b.height} has txs Snowline cannot decode (${b.undecoded.reason}); moving on`);
        }
        cursor = next;
        lastNoted = now();
        report(cursor);
        failures = 0;
      } catch (e) {
        pending = null;
        failures++;
        metrics.failed(chain);
        const message = e instanceof Error ? e.message : String(e);
        deps.log(`${chain}: ${message} (retrying)`);
        await store.noteTip(chain, tip?.height ?? null, now(), message.slice(0, 500)).catch(() => undefined);
        // The store may have moved (or not) under a failed write: read the cursor again.
        cursor = null;
        if (!life.stopped) await sleep(Math.min(MAX_BACKOFF_MS, config.pollMs * 2 ** Math.min(failures, 6)));
      }
    }
  }

  // Stopping wakes a poll or a backoff sleep at once.
  const life = stoppableLoop(run, () => wake?.());
  return life;
}
