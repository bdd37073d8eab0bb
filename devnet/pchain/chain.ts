// The P-chain engine: builds and accepts Banff blocks. Issued txs are grouped into one standard block
// per flush (group commit); ended stakers get a proposal block with a RewardValidatorTx followed by a
// commit (reward paid) or abort (uptime under the requirement) block. Each block is one SQLite
// transaction together with its index entry and atomic-memory writes.
import { NodeError, type DevnetContext } from '@/devnet/core/contracts';
import { PRIMARY_NETWORK_ID } from '@/devnet/genesis/constants';
import { bytesEqual, idToString } from '@/lib/codec/ids';
import type { TransferableOutput } from '@/lib/codec/avax';
import { type PvmBlock, decodePvmTx, encodePvmBlock, pvmBlockId } from '@/lib/codec/pvm';
import { P_PARAMS } from './params';
import { type ExecEnv, executeTx, rewardStaker } from './execute';
import { chargeL1Validators, nextL1Eviction } from './l1-fee-state';
import type { ChainRow, PState, Staker } from './state';
import { type PSignedTx, parsePTx, signPTx } from './txs';
import { driftUptimes, uptimeRatio } from './uptime';
import { TurnBatch } from '@/devnet/core/turn-batch';
import { autoRenewConfig, rewardAutoRenewed } from './auto-renew';

interface Queued {
  tx: PSignedTx;
  resolve: (id: Uint8Array) => void;
  reject: (e: Error) => void;
  promise: Promise<Uint8Array>;
}

export type TxStatus = { status: 'Committed' | 'Processing' | 'Unknown' } | { status: 'Dropped'; reason: string };

/** Every block this chain builds is a Banff block (they carry their own timestamp). */
type BanffBlock = Extract<PvmBlock, { time: bigint }>;

const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');
/** How many refused txs keep their reason (the mempool's droppedTxIDs cache). */
const MAX_DROPPED = 64;

export class PChainEngine {
  private readonly queue = new TurnBatch<Queued>((batch) => this.flush(batch));
  private readonly dropped = new Map<string, string>();

  private readonly chainListeners = new Set<(chain: ChainRow) => void>();

  constructor(
    readonly ctx: DevnetContext,
    readonly state: PState,
    readonly xChainID: Uint8Array,
    /** This node's id: it is always connected and always up. */
    readonly selfNodeID: Uint8Array,
    /** When Helicon activates (Unix seconds). */
    readonly heliconTime: bigint,
  ) {}

  get height(): bigint {
    return this.state.lastBlock()?.height ?? 0n;
  }

  /** Time of the last accepted block (Unix seconds). */
  get chainTime(): bigint {
    return this.state.lastBlock()?.time ?? 0n;
  }

  /** Next block time: now, never before the parent (block times are monotonic across restarts). */
  nextBlockTime(nowMs = this.ctx.clock.nowMs()): bigint {
    const now = BigInt(Math.floor(nowMs / 1000));
    return now > this.chainTime ? now : this.chainTime;
  }

  private env(time: bigint, height: bigint, trusted = false): ExecEnv {
    return {
      state: this.state,
      atomic: this.ctx.atomic,
      networkID: this.ctx.networkID,
      xChainID: this.xChainID,
      chainTime: time,
      height,
      nowMs: this.ctx.clock.nowMs(),
      trustedSigners: trusted,
      heliconTime: this.heliconTime,
    };
  }

  /** Encodes and stores `block` with its txs and its index entry; returns the block id. */
  private putBlock(block: BanffBlock, txs: PSignedTx[]): Uint8Array {
    const bytes = encodePvmBlock(block);
    const id = pvmBlockId(bytes);
    const acceptedMs = this.ctx.clock.nowMs();
    this.state.putBlock({ height: block.height, id, parentID: block.parentID, time: block.time, bytes, acceptedMs });
    for (const t of txs) this.state.putTx(t.id, block.height, t.unsigned.kind, t.bytes);
    this.ctx.indexer.accept('P/block', id, bytes, acceptedMs);
    return id;
  }

  /** Promotes pending stakers whose start passed and drops permissioned subnet validators whose end passed. */
  private advanceStakers(time: bigint, height: bigint): void {
    for (const s of this.state.pendingStartingBy(time)) {
      this.state.setStakerStatus(s.txID, 'current');
      this.state.putWeightDiff(height, s.subnetID, s.nodeID, s.weight);
    }
    for (const s of this.state.endedSubnetValidators(time)) {
      this.state.deleteStaker(s.txID);
      this.state.putWeightDiff(height, s.subnetID, s.nodeID, -s.weight);
    }
  }

  /**
   * Accepts one standard block with as many of `txs` as verify; returns per-tx errors. Txs that fail
   * roll back their own savepoint only. `trusted` skips BLS PoP pairings for txs this node signed.
   */
  acceptStandard(
    txs: PSignedTx[],
    time: bigint,
    opts: { trusted?: boolean; allowEmpty?: boolean } = {},
  ): { blockID?: Uint8Array; errors: (Error | undefined)[] } {
    const errors: (Error | undefined)[] = txs.map(() => undefined);
    let blockID: Uint8Array | undefined;
    const createdChains: Uint8Array[] = [];
    this.ctx.db.transaction(() => {
      const parent = this.state.lastBlock();
      if (!parent) throw new Error('P-chain has no genesis block');
      const height = parent.height + 1n;
      const env = this.env(time, height, opts.trusted);
      chargeL1Validators(this.state, parent.time, time);
      this.advanceStakers(time, height);
      const included: PSignedTx[] = [];
      const seen = new Set<string>();
      txs.forEach((tx, i) => {
        try {
          const key = hexOf(tx.id);
          if (seen.has(key)) throw new NodeError('tx already accepted');
          // An accepted tx is executed again like any other, so it is refused for what the node
          // finds (its inputs are spent); the check after only guards the store.
          const accepted = this.state.tx(tx.id) !== undefined;
          this.ctx.db.transaction(() => {
            executeTx(env, tx);
            if (accepted) throw new NodeError('tx already accepted');
          })();
          seen.add(key);
          included.push(tx);
        } catch (e) {
          errors[i] = e instanceof Error ? e : new Error(String(e));
        }
      });
      if (included.length === 0 && !opts.allowEmpty) return;
      const block: BanffBlock = {
        kind: 'BanffStandardBlock',
        time,
        parentID: parent.id,
        height,
        txs: included.map((t) => t.tx),
      };
      blockID = this.putBlock(block, included);
      for (const t of included) if (t.unsigned.kind === 'CreateChainTx') createdChains.push(t.id);
    })();
    // Only after the commit: a listener never sees a blockchain that could still roll back.
    for (const id of createdChains) this.emitChainCreated(id);
    return blockID ? { blockID, errors } : { errors };
  }

  /** Calls `cb` with every blockchain a CreateChainTx creates from now on; returns an unsubscribe. */
  onChainCreated(cb: (chain: ChainRow) => void): () => void {
    this.chainListeners.add(cb);
    return () => this.chainListeners.delete(cb);
  }

  private emitChainCreated(id: Uint8Array): void {
    const chain = this.state.chains.get(id);
    if (!chain) return;
    for (const cb of this.chainListeners) {
      try {
        cb(chain);
      } catch (e) {
        this.ctx.log.error('blockchain-created listener failed', {
          chain: idToString(id),
          error: (e as Error).message,
        });
      }
    }
  }

  /** Whether the staker earned its reward: its validator's uptime meets the requirement. */
  private deservesReward(s: Staker, nowMs: number): boolean {
    if (s.kind === 'subnetValidator') return true;
    if (bytesEqual(s.nodeID, this.selfNodeID)) return true;
    const row = this.state.uptimes.get(s.nodeID);
    if (!row) return true;
    return uptimeRatio(row, nowMs) >= P_PARAMS.uptimeRequirement;
  }

  /** Proposal + commit/abort for one ended staker, at `time` ≥ its end. */
  private rewardOne(s: Staker, time: bigint): void {
    this.ctx.db.transaction(() => {
      const parent = this.state.lastBlock();
      if (!parent) throw new Error('P-chain has no genesis block');
      driftUptimes(this.state, Number(s.end) * 1000);
      // A Banff proposal block advances chain time like a standard one.
      chargeL1Validators(this.state, parent.time, time);
      const commit = this.deservesReward(s, Number(s.end) * 1000);
      const autoRenew = autoRenewConfig(this.state, s.txID);
      // An auto-renewed validator's cycles share its tx id: the cycle's end tells the reward txs apart.
      const rewardTx = signPTx(
        autoRenew
          ? { kind: 'RewardAutoRenewedValidatorTx', txID: s.txID, timestamp: s.end }
          : { kind: 'RewardValidatorTx', txID: s.txID },
        [],
      );
      const proposalHeight = parent.height + 1n;
      const proposalID = this.putBlock(
        { kind: 'BanffProposalBlock', time, txs: [], parentID: parent.id, height: proposalHeight, tx: rewardTx.tx },
        [rewardTx],
      );
      const decisionHeight = proposalHeight + 1n;
      // The staker's own tx tells where its stake outputs go and their output indices.
      const stored = this.state.tx(s.txID);
      let stakeOuts: TransferableOutput[] = [];
      let firstIndex = 0;
      if (stored) {
        const u = decodePvmTx(stored.bytes).unsigned;
        if (
          u.kind === 'AddPermissionlessValidatorTx' ||
          u.kind === 'AddPermissionlessDelegatorTx' ||
          u.kind === 'AddAutoRenewedValidatorTx'
        ) {
          stakeOuts = u.stakeOuts;
          firstIndex = u.base.outputs.length;
        }
      }
      if (autoRenew) {
        const env = { state: this.state, height: decisionHeight };
        rewardAutoRenewed(env, s, autoRenew, { outs: stakeOuts, firstIndex }, rewardTx.id, commit);
      } else rewardStaker(this.env(time, decisionHeight), s, stakeOuts, firstIndex, commit);
      this.putBlock(
        { kind: commit ? 'BanffCommitBlock' : 'BanffAbortBlock', time, parentID: proposalID, height: decisionHeight },
        [],
      );
    })();
  }

  /** Rewards every staker whose end time is ≤ `upTo`, in end-time order (chain time never skips one). */
  rewardEnded(upTo: bigint): number {
    let n = 0;
    for (;;) {
      const s = this.state.nextEndingStaker(upTo);
      if (!s) return n;
      if (s.kind === 'subnetValidator') {
        // Permissioned subnet validators simply leave when time advances past their end.
        this.acceptStandard([], s.end > this.chainTime ? s.end : this.chainTime, { allowEmpty: true });
        continue;
      }
      const pending = this.state.pendingStartingBy(s.end);
      if (pending.length > 0)
        this.acceptStandard([], this.nextBlockTime(Number(pending[0]!.start) * 1000), { allowEmpty: true });
      this.rewardOne(s, s.end > this.chainTime ? s.end : this.chainTime);
      n++;
    }
  }

  /** An empty block at each moment an L1 validator's balance runs out, up to `upTo` (as the block builder). */
  evictL1Validators(upTo: bigint): number {
    let n = 0;
    for (let at = nextL1Eviction(this.state, this.chainTime, upTo); at !== undefined;) {
      this.acceptStandard([], at, { allowEmpty: true });
      n++;
      at = nextL1Eviction(this.state, this.chainTime, upTo);
    }
    return n;
  }

  /** Time-driven work: deactivate L1 validators out of balance, promote pending stakers, reward ended ones, drift uptimes. */
  async tick(nowMs: number): Promise<void> {
    const time = this.nextBlockTime(nowMs);
    this.evictL1Validators(time);
    this.rewardEnded(time);
    if (this.state.pendingStartingBy(time).length > 0) this.acceptStandard([], time, { allowEmpty: true });
    this.ctx.db.transaction(() => driftUptimes(this.state, nowMs))();
  }

  // ---------- issueTx with group commit ----------

  issue(bytes: Uint8Array): Promise<Uint8Array> {
    let tx: PSignedTx;
    try {
      tx = parsePTx(bytes);
    } catch (e) {
      return Promise.reject(new NodeError(`couldn't parse tx: ${(e as Error).message}`));
    }
    const key = hexOf(tx.id);
    // Already in the mempool: the node answers with its id (mempool.ErrDuplicateTx is no error).
    const waiting = this.queue.pending.find((q) => hexOf(q.tx.id) === key);
    if (waiting) return waiting.promise;
    // Recently refused: the same answer, unverified. An accepted tx is verified again like any other.
    const reason = this.dropped.get(key);
    if (reason !== undefined) return Promise.reject(new NodeError(`couldn't issue tx: ${reason}`));
    let resolve!: (id: Uint8Array) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<Uint8Array>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.queue.add({ tx, resolve, reject, promise });
    return promise;
  }

  private flush(batch: Queued[]): void {
    try {
      const time = this.nextBlockTime();
      this.evictL1Validators(time);
      this.rewardEnded(time);
      const { errors } = this.acceptStandard(
        batch.map((q) => q.tx),
        time,
      );
      batch.forEach((q, i) => {
        const err = errors[i];
        if (err) {
          // platformvm: issueTx wraps the mempool's "failed verification" around the executor's error;
          // the drop reason (getTxStatus, and the answer to issuing it again) keeps only the latter.
          const reason = `failed execution: ${err.message}`;
          this.drop(q.tx.id, reason);
          q.reject(new NodeError(`couldn't issue tx: failed verification: ${reason}`));
        } else {
          this.dropped.delete(hexOf(q.tx.id));
          q.resolve(q.tx.id);
        }
      });
    } catch (e) {
      this.ctx.log.error('P-chain block acceptance failed', { error: (e as Error).message });
      for (const q of batch) q.reject(new NodeError(`failed to accept block: ${(e as Error).message}`));
    }
  }

  private drop(id: Uint8Array, reason: string): void {
    this.dropped.set(hexOf(id), reason);
    if (this.dropped.size > MAX_DROPPED) {
      const first = this.dropped.keys().next().value;
      if (first !== undefined) this.dropped.delete(first);
    }
  }

  txStatus(id: Uint8Array): TxStatus {
    if (this.state.tx(id)) return { status: 'Committed' };
    const key = hexOf(id);
    if (this.queue.pending.some((q) => hexOf(q.tx.id) === key)) return { status: 'Processing' };
    const reason = this.dropped.get(key);
    if (reason !== undefined) return { status: 'Dropped', reason };
    return { status: 'Unknown' };
  }

  isPrimary(subnetID: Uint8Array): boolean {
    return bytesEqual(subnetID, PRIMARY_NETWORK_ID);
  }

  describe(): string {
    return `P-chain height ${this.height} time ${this.chainTime} last ${idToString(this.state.lastBlock()?.id ?? new Uint8Array(32))}`;
  }
}
