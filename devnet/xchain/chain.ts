// The X-chain: verifies issued txs against the UTXO set (plus the outputs of txs already waiting),
// refuses one that spends what a waiting tx spends, as the mempool does, and accepts them in
// StandardBlocks. Txs issued while a commit is pending are grouped: every tx that arrived in
// the same event-loop turn is accepted in one SQLite transaction (one fsync), and each issueTx
// resolves only after that commit.
import { utxoIdBytes, type Utxo } from '@/lib/codec/avax';
import { avmBlockId, encodeAvmBlock } from '@/lib/codec/avm/block';
import { avmTxId, decodeAvmTx, decodeAvmUtxo, encodeAvmTx, encodeAvmUtxo } from '@/lib/codec/avm/tx';
import type { AvmTx } from '@/lib/codec/avm/types';
import { CodecError } from '@/lib/codec/errors';
import { idToString } from '@/lib/codec/ids';
import { sha256 } from '../core/hash';
import { NodeError, type DevnetContext } from '../core/contracts';
import { createWalSync, type WalSync } from '../core/wal-sync';
import { avaxGenesisTx } from './genesis';
import { XState, type StoredBlock, type StoredUtxo } from './state';
import { checkSignature } from './signatures';
import { verifyAvmTx, type TxEffects } from './verify';

export interface XChainConfig {
  chainID: Uint8Array;
  avaxAssetID: Uint8Array;
  /** Chains this X-chain can import from and export to. */
  atomicPeers: Uint8Array[];
  txFee: bigint;
  createAssetTxFee: bigint;
}

/** Txs per block; a busy batch becomes several blocks committed together. */
const MAX_TXS_PER_BLOCK = 256;
/** Spacing of commits under load (see scheduleFlush): at least this, and at least 3× the last commit. */
const MIN_COMMIT_INTERVAL_MS = 20;
const MAX_COMMIT_INTERVAL_MS = 250;
/** How many refused txs keep their reason (the mempool's droppedTxIDs cache). */
const DROPPED_CACHE_SIZE = 64;

interface Waiting {
  effects: TxEffects;
  resolve: (txID: Uint8Array) => void;
  reject: (e: Error) => void;
  promise: Promise<Uint8Array>;
}

const hexKey = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');
const EMPTY_ID = new Uint8Array(32);

export class XChain {
  readonly state: XState;
  private waiting: Waiting[] = [];
  private readonly waitingByTx = new Map<string, Waiting>();
  private readonly spentOverlay = new Set<string>();
  private readonly producedOverlay = new Map<string, StoredUtxo>();
  private readonly atomicSpentOverlay = new Set<string>();
  /** Why recently refused txs were refused: issuing one again answers the same, unverified. */
  private readonly dropped = new Map<string, string>();
  private flushScheduled = false;
  private lastFlushMs = 0;
  /** How long the last commit took (mostly its fsync). */
  private lastCommitMs = 0;
  private last: StoredBlock | undefined;
  private readonly walSync: WalSync | undefined;
  /** Commits whose fsync is still running. */
  private readonly onDisk = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly ctx: DevnetContext,
    readonly opts: XChainConfig,
  ) {
    this.state = new XState(ctx.db);
    this.walSync = createWalSync(ctx.db);
  }

  /** Writes genesis (the AVAX asset, its UTXOs and block 0) when the chain is new. Joins the caller's transaction if any. */
  initGenesis(): void {
    if (this.state.lastBlock()) return;
    const write = (): void => {
      const genesis = avaxGenesisTx(this.ctx.networkID);
      const bytes = encodeAvmTx(genesis);
      const txID = avmTxId(bytes);
      this.state.putTx(txID, bytes, null);
      if (genesis.unsigned.kind !== 'CreateAssetTx') throw new Error('genesis must create AVAX');
      const u = genesis.unsigned;
      this.state.putAsset({ assetID: txID, name: u.name, symbol: u.symbol, denomination: u.denomination });
      let index = 0;
      for (const st of u.initialStates) {
        for (const output of st.outputs) {
          const utxo: Utxo = { txID, outputIndex: index, assetID: txID, output };
          const owners = output.kind === 'stakeable.LockOut' ? [] : output.owners.addrs;
          this.state.putUtxo(
            { utxoID: utxoIdBytes(txID, index), txID, outputIndex: index, assetID: txID, bytes: encodeAvmUtxo(utxo) },
            owners,
          );
          for (const a of owners) this.state.indexAddressTx(a, txID, txID);
          index++;
        }
      }
      const nowMs = this.ctx.clock.nowMs();
      this.writeBlock({ parentID: EMPTY_ID, height: 0n, time: BigInt(Math.floor(nowMs / 1000)), txs: [] }, nowMs);
    };
    if (this.ctx.db.inTransaction) write();
    else this.ctx.db.transaction(write)();
  }

  lastAccepted(): StoredBlock {
    if (this.last) return this.last;
    const b = this.state.lastBlock();
    if (!b) throw new Error('X-chain has no genesis block');
    this.last = b;
    return b;
  }

  /** Chain time for the next block, Unix seconds: never before the last block. */
  private nextBlockTimeSec(): number {
    return Math.max(this.lastAccepted().timeSec, Math.floor(this.ctx.clock.nowMs() / 1000));
  }

  isProcessing(txID: Uint8Array): boolean {
    return this.waitingByTx.has(hexKey(txID));
  }

  /** Spendable UTXOs owned by any of `addresses` (accepted state), decoded. */
  utxosOf(addresses: Uint8Array[]): Utxo[] {
    const seen = new Set<string>();
    const out: Utxo[] = [];
    for (const a of addresses) {
      for (const s of this.state.allUtxosOf(a)) {
        const k = hexKey(s.utxoID);
        if (seen.has(k)) continue;
        seen.add(k);
        out.push(decodeAvmUtxo(s.bytes));
      }
    }
    return out;
  }

  issueTx(bytes: Uint8Array): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new NodeError('chain is shutting down'));
    let tx: AvmTx;
    try {
      tx = decodeAvmTx(bytes);
    } catch (e) {
      if (e instanceof CodecError) return Promise.reject(new NodeError(`couldn't parse tx: ${e.message}`));
      throw e;
    }
    const id = sha256(bytes);
    const key = hexKey(id);
    // Already in the mempool: the node answers with its id (mempool.ErrDuplicateTx is no error).
    const already = this.waitingByTx.get(key);
    if (already) return already.promise;
    const droppedFor = this.dropped.get(key);
    if (droppedFor !== undefined) return Promise.reject(new NodeError(droppedFor));
    // An accepted tx is verified again like any other: its inputs are spent now.

    let effects: TxEffects;
    try {
      effects = verifyAvmTx(tx, bytes, id, {
        networkID: this.ctx.networkID,
        chainID: this.opts.chainID,
        avaxAssetID: this.opts.avaxAssetID,
        txFee: this.opts.txFee,
        createAssetTxFee: this.opts.createAssetTxFee,
        atomicPeers: this.opts.atomicPeers,
        nowSec: BigInt(this.nextBlockTimeSec()),
        getUtxo: (utxoID) => this.producedOverlay.get(hexKey(utxoID)) ?? this.state.getUtxo(utxoID),
        getAtomic: (atx, idx) => this.ctx.atomic.get(this.opts.chainID, atx, idx),
      });
    } catch (e) {
      if (e instanceof NodeError) return Promise.reject(this.drop(key, e.message));
      if (e instanceof CodecError) return Promise.reject(this.drop(key, e.message));
      throw e;
    }
    const conflicts =
      effects.consumed.some((c) => this.spentOverlay.has(hexKey(c.utxoID))) ||
      effects.atomicConsumed.some((a) => this.atomicSpentOverlay.has(`${hexKey(a.txID)}:${a.outputIndex}`));
    if (conflicts) return Promise.reject(this.drop(key, `tx conflicts with other tx: ${idToString(id)}`));

    // Reserve the inputs now so a conflicting tx issued meanwhile is refused; the outputs become
    // spendable by later txs only once the signatures hold.
    for (const c of effects.consumed) this.spentOverlay.add(hexKey(c.utxoID));
    for (const a of effects.atomicConsumed) this.atomicSpentOverlay.add(`${hexKey(a.txID)}:${a.outputIndex}`);
    let resolve!: (v: Uint8Array) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<Uint8Array>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const w: Waiting = { effects, resolve, reject, promise };
    this.waitingByTx.set(key, w);
    Promise.all(effects.signatures.map(checkSignature)).then(
      (oks) => {
        if (!oks.every(Boolean)) {
          this.release(w);
          reject(this.drop(key, 'wrong signature'));
          return;
        }
        for (const p of effects.produced) this.producedOverlay.set(hexKey(p.utxo.utxoID), p.utxo);
        this.waiting.push(w);
        this.scheduleFlush();
      },
      (e: unknown) => {
        this.release(w);
        this.ctx.log.error('signature check failed', { error: String(e) });
        reject(new NodeError('wrong signature'));
      },
    );
    return promise;
  }

  /** Remembers why a tx was refused (a bounded cache, oldest out first); returns the refusal. */
  private drop(key: string, reason: string): NodeError {
    this.dropped.delete(key);
    this.dropped.set(key, reason);
    if (this.dropped.size > DROPPED_CACHE_SIZE) {
      const oldest = this.dropped.keys().next().value;
      if (oldest !== undefined) this.dropped.delete(oldest);
    }
    return new NodeError(reason);
  }

  /**
   * Commits soon, but not more often than every few commit-durations: each commit costs an fsync
   * that blocks the event loop, so under load (or on a slow disk) txs are grouped into fewer, larger
   * commits and the loop keeps most of its time for serving.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const run = (): void => {
      this.flushScheduled = false;
      this.flush();
    };
    const interval = Math.min(MAX_COMMIT_INTERVAL_MS, Math.max(MIN_COMMIT_INTERVAL_MS, 3 * this.lastCommitMs));
    const wait = this.lastFlushMs + interval - performance.now();
    if (wait > 0) setTimeout(run, wait);
    else setImmediate(run);
  }

  /**
   * Accepts every waiting tx: builds blocks and commits them, their index entries and atomic
   * effects in one transaction. Each issueTx resolves once that commit is on disk.
   */
  flush(): void {
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.lastFlushMs = performance.now();
    this.waiting = [];
    const nowMs = this.ctx.clock.nowMs();
    const accept = (): void => {
      for (let i = 0; i < batch.length; i += MAX_TXS_PER_BLOCK) {
        const chunk = batch.slice(i, i + MAX_TXS_PER_BLOCK);
        const last = this.lastAccepted();
        for (const w of chunk) this.applyTx(w.effects, last.height + 1, nowMs);
        this.writeBlock(
          {
            parentID: last.id,
            height: BigInt(last.height + 1),
            time: BigInt(this.nextBlockTimeSec()),
            txs: chunk.map((w) => w.effects.tx),
          },
          nowMs,
        );
      }
    };
    const fail = (e: unknown): void => {
      this.ctx.log.error('X-chain block commit failed', { error: (e as Error).message });
      for (const w of batch) w.reject(new NodeError(`failed to accept tx: ${(e as Error).message}`));
    };
    let durable: Promise<void>;
    try {
      if (this.walSync) durable = this.walSync.commit(accept);
      else {
        this.ctx.db.transaction(accept)();
        durable = Promise.resolve();
      }
      this.lastCommitMs = performance.now() - this.lastFlushMs;
    } catch (e) {
      this.last = undefined; // the rolled-back blocks are not the tip
      this.clearOverlays(batch);
      fail(e);
      return;
    }
    // Committed: the state now holds these txs, so the overlays can go; the callers hear back once
    // the commit is on disk.
    this.clearOverlays(batch);
    const height = this.lastAccepted().height;
    const done = durable.then(
      () => {
        this.ctx.log.debug('accepted', { height, txs: batch.length });
        for (const w of batch) w.resolve(w.effects.txID);
      },
      (e: unknown) => fail(e),
    );
    this.onDisk.add(done);
    void done.finally(() => this.onDisk.delete(done));
  }

  private clearOverlays(batch: Waiting[]): void {
    for (const w of batch) this.release(w);
  }

  /** Forgets a tx's reservations (after its commit, or when it is refused). */
  private release(w: Waiting): void {
    this.waitingByTx.delete(hexKey(w.effects.txID));
    for (const c of w.effects.consumed) this.spentOverlay.delete(hexKey(c.utxoID));
    for (const p of w.effects.produced) this.producedOverlay.delete(hexKey(p.utxo.utxoID));
    for (const a of w.effects.atomicConsumed) this.atomicSpentOverlay.delete(`${hexKey(a.txID)}:${a.outputIndex}`);
  }

  private applyTx(e: TxEffects, height: number, nowMs: number): void {
    const touched = new Map<string, { address: Uint8Array; assetID: Uint8Array }>();
    const touch = (address: Uint8Array, assetID: Uint8Array): void => {
      touched.set(hexKey(address) + hexKey(assetID), { address, assetID });
    };
    for (const c of e.consumed) {
      this.state.deleteUtxo(c.utxoID, c.owners);
      for (const a of c.owners) touch(a, c.assetID);
    }
    for (const p of e.produced) {
      this.state.putUtxo(p.utxo, p.owners);
      for (const a of p.owners) touch(a, p.utxo.assetID);
    }
    for (const a of e.atomicConsumed) {
      this.ctx.atomic.consume(this.opts.chainID, a.txID, a.outputIndex);
      for (const o of a.owners) touch(o, a.assetID);
    }
    if (e.atomicPuts.length > 0) this.ctx.atomic.put(e.atomicPuts);
    if (e.asset) this.state.putAsset(e.asset);
    this.state.putTx(e.txID, e.bytes, height);
    for (const t of touched.values()) this.state.indexAddressTx(t.address, t.assetID, e.txID);
    this.ctx.indexer.accept('X/tx', e.txID, e.bytes, nowMs);
  }

  private writeBlock(b: { parentID: Uint8Array; height: bigint; time: bigint; txs: AvmTx[] }, nowMs: number): void {
    const bytes = encodeAvmBlock({ ...b, merkleRoot: EMPTY_ID });
    const id = avmBlockId(bytes);
    const stored = { height: Number(b.height), id, bytes, timeSec: Number(b.time) };
    this.state.putBlock(stored);
    this.last = stored;
    this.ctx.indexer.accept('X/block', id, bytes, nowMs);
  }

  /** Stops accepting new txs, commits what is waiting and waits until it is on disk. */
  async close(): Promise<void> {
    this.closed = true;
    this.flush();
    await Promise.allSettled([...this.onDisk]);
    this.walSync?.close();
  }
}
