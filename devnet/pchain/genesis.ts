// The P-chain's genesis (allocations, X/C chains, the five local stakers) and the default state built
// on top of it with real signed txs: simulated validators and delegators, a permissioned subnet and a
// converted L1.
import { randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  AVAX,
  AVAX_ASSET_ID,
  C_CHAIN_ID,
  EWOQ_PRIVATE_KEY,
  EVM_VM_ID_STR,
  AVM_VM_ID_STR,
  GENESIS_ALLOCATIONS,
  GENESIS_DELEGATION_FEE,
  GENESIS_NODE_IDS,
  EWOQ_ADDRESS,
  PRIMARY_NETWORK_ID,
  P_GENESIS_ID,
  STAKER_FUNDS_ADDRESS,
  X_CHAIN_ID,
} from '@/devnet/genesis/constants';
import type { DevnetContext } from '@/devnet/core/contracts';
import { blsProofOfPossession, blsPublicKey, blsSecretKeyFromSeed } from '@/lib/codec/bls';
import type { BaseTxFields, TransferableOutput } from '@/lib/codec/avax';
import { idFromString } from '@/lib/codec/ids';
import type { PChainEngine } from './chain';
import { blsSigner, type TxToSign } from './genesis-jobs';
import { GenesisPool, defaultGenesisThreads } from './genesis-pool';
import { P_PARAMS, walletFee } from './params';
import { balanceLasting } from './l1-fee-state';
import { type PvmUnsignedTx, encodePvmBlock, pvmBlockId } from '@/lib/codec/pvm';
import { potentialReward } from './reward';
import type { PState } from './state';
import { type PSignedTx, parsePTx, signPTx } from './txs';
import { perfectUptime, initialUptime } from './uptime';
import type { Owners } from './utxo';
import { type PKey, avaxOut, baseFields, keyOf, ownerOf, selectUtxos, spendingBase } from './wallet';

const enc = new TextEncoder();
const DAY = 24n * 3600n;

export interface NodeIdentity {
  nodeID: Uint8Array;
  blsSecretKey: Uint8Array;
  blsPublicKey: Uint8Array;
  blsProofOfPossession: Uint8Array;
}

/** This node is the first local genesis staker; its BLS key is created once and persisted. */
export function loadNodeIdentity(state: PState): NodeIdentity {
  let skHex = state.meta('nodeBlsSecretKey');
  if (!skHex) {
    skHex = Buffer.from(blsSecretKeyFromSeed(randomBytes(32))).toString('hex');
    state.db.transaction(() => state.setMeta('nodeBlsSecretKey', skHex as string))();
  }
  const sk = new Uint8Array(Buffer.from(skHex, 'hex'));
  return {
    nodeID: GENESIS_NODE_IDS[0] as Uint8Array,
    blsSecretKey: sk,
    blsPublicKey: blsPublicKey(sk),
    blsProofOfPossession: blsProofOfPossession(sk),
  };
}

function unsignedStaker(
  networkID: number,
  nodeID: Uint8Array,
  start: bigint,
  end: bigint,
  weight: bigint,
  signer: NodeIdentity | undefined,
): PvmUnsignedTx {
  return {
    kind: 'AddPermissionlessValidatorTx',
    base: baseFields(networkID, [], []),
    validator: { nodeID, start, end, weight },
    subnetID: PRIMARY_NETWORK_ID,
    signer: signer
      ? { kind: 'pop', publicKey: signer.blsPublicKey, proofOfPossession: signer.blsProofOfPossession }
      : { kind: 'empty' },
    stakeOuts: [avaxOut(weight, ownerOf(STAKER_FUNDS_ADDRESS))],
    validatorRewardsOwner: ownerOf(EWOQ_ADDRESS),
    delegatorRewardsOwner: ownerOf(EWOQ_ADDRESS),
    delegationShares: GENESIS_DELEGATION_FEE,
  };
}

/** Writes block 0: genesis UTXOs, the X and C chains and the five genesis validators at `time`. */
/**
 * The P-chain genesis. `stakeEndsAt` (Unix seconds) ends the last genesis validator's stake then
 * instead of a year on (--stake-ends-in): genesis stakers skip the minimum staking period.
 */
export function writeGenesis(
  ctx: DevnetContext,
  state: PState,
  node: NodeIdentity,
  time: bigint,
  stakeEndsAt?: bigint,
): void {
  ctx.db.transaction(() => {
    let supply = 0n;
    let index = 0;
    const stakedFunds = GENESIS_ALLOCATIONS.filter((a) => a.address === STAKER_FUNDS_ADDRESS);
    for (const a of GENESIS_ALLOCATIONS) {
      supply += a.initialAmount;
      for (const u of a.unlockSchedule) {
        supply += u.amount;
        if (stakedFunds.includes(a)) continue; // staked by the genesis validators instead
        state.putUtxo({
          txID: new Uint8Array(32),
          outputIndex: index++,
          assetID: AVAX_ASSET_ID,
          amount: u.amount,
          owners: ownerOf(a.address),
          stakeLocktime: u.locktime,
        });
      }
    }
    const stakedTotal = stakedFunds.reduce((s, a) => s + a.unlockSchedule.reduce((x, u) => x + u.amount, 0n), 0n);
    const perValidator = stakedTotal / BigInt(GENESIS_NODE_IDS.length);
    const yearEnd = time + 365n * DAY;
    GENESIS_NODE_IDS.forEach((nodeID, i) => {
      // Never this node's own stake (validator 0): the one ending soon is someone else's.
      const last = i === GENESIS_NODE_IDS.length - 1;
      const end = last && stakeEndsAt !== undefined && stakeEndsAt > time ? stakeEndsAt : yearEnd;
      const tx = signPTx(
        unsignedStaker(ctx.networkID, nodeID, time, end, perValidator, i === 0 ? node : undefined),
        [],
      );
      const reward = potentialReward(P_PARAMS.reward, end - time, perValidator, supply);
      supply += reward;
      const s = {
        txID: tx.id,
        kind: 'validator' as const,
        subnetID: PRIMARY_NETWORK_ID,
        nodeID,
        start: time,
        end,
        weight: perValidator,
        potentialReward: reward,
        shares: GENESIS_DELEGATION_FEE,
        rewardOwner: ownerOf(EWOQ_ADDRESS),
        delegationRewardOwner: ownerOf(EWOQ_ADDRESS),
        status: 'current' as const,
        ...(i === 0 ? { blsPublicKey: node.blsPublicKey, blsPop: node.blsProofOfPossession } : {}),
      };
      state.putStaker(s);
      state.putTx(tx.id, 0n, 'AddPermissionlessValidatorTx', tx.bytes);
      state.putWeightDiff(0n, PRIMARY_NETWORK_ID, nodeID, perValidator);
      state.putUptime(
        i === 0 ? perfectUptime(nodeID, Number(time) * 1000) : initialUptime(nodeID, Number(time) * 1000),
      );
    });
    state.supply = supply;
    state.putChain({
      id: X_CHAIN_ID,
      subnetID: PRIMARY_NETWORK_ID,
      name: 'X-Chain',
      vmID: idFromString(AVM_VM_ID_STR),
    });
    state.putChain({
      id: C_CHAIN_ID,
      subnetID: PRIMARY_NETWORK_ID,
      name: 'C-Chain',
      vmID: idFromString(EVM_VM_ID_STR),
    });
    // The P-chain genesis block: an Apricot commit block whose parent is the genesis id, height 0.
    const bytes = encodePvmBlock({ kind: 'ApricotCommitBlock', parentID: P_GENESIS_ID, height: 0n });
    const id = pvmBlockId(bytes);
    const acceptedMs = ctx.clock.nowMs();
    state.putBlock({ height: 0n, id, parentID: P_GENESIS_ID, time, bytes, acceptedMs });
    ctx.indexer.accept('P/block', id, bytes, acceptedMs);
    state.setMeta('genesisTime', time.toString());
  })();
}

// ---------- simulated stakers ----------

/** Deterministic seeds of simulated staker `i`: its funding private key, node id and BLS seed (cheap). */
function stakerSeeds(
  seed: string,
  kind: 'validator' | 'delegator' | 'l1',
  i: number,
): { priv: Uint8Array; nodeID: Uint8Array; blsSeed: Uint8Array } {
  const h = (label: string) => sha256(enc.encode(`snowline-p:${seed}:${kind}:${i}:${label}`));
  return { priv: h('key'), nodeID: h('node').slice(0, 20), blsSeed: h('bls') };
}

/** Deterministic material of simulated staker `i`: its funding key, node id and BLS key. */
export function simulatedStaker(
  seed: string,
  kind: 'validator' | 'delegator' | 'l1',
  i: number,
): { key: PKey; nodeID: Uint8Array; blsSeed: Uint8Array } {
  const { priv, nodeID, blsSeed } = stakerSeeds(seed, kind, i);
  return { key: keyOf(priv), nodeID, blsSeed };
}

export { blsSigner };

/** Sends each recipient its amount from `payer`, in BaseTxs of at most 500 outputs, one block each. */
function fund(
  engine: PChainEngine,
  payer: PKey,
  recipients: { addr: Uint8Array; amount: bigint }[],
  time: bigint,
): void {
  for (let off = 0; off < recipients.length; off += 500) {
    const chunk = recipients.slice(off, off + 500);
    const total = chunk.reduce((a, r) => a + r.amount, 0n);
    const spend = selectUtxos(engine.state, payer, total, P_PARAMS.txFee, time);
    const outs = chunk.map((r) => avaxOut(r.amount, ownerOf(r.addr)));
    const tx = signPTx({ kind: 'BaseTx', base: spendingBase(engine.ctx.networkID, spend, payer, outs) }, spend.signers);
    must(engine.acceptStandard([tx], time, { trusted: true }).errors[0]);
  }
}

function must(e: Error | undefined): void {
  if (e) throw e;
}

function acceptAll(engine: PChainEngine, txs: PSignedTx[], time: bigint): void {
  for (let off = 0; off < txs.length; off += 250) {
    const { errors } = engine.acceptStandard(txs.slice(off, off + 250), time, { trusted: true });
    const bad = errors.find((e) => e);
    if (bad) throw bad;
  }
}

export interface SimulationPlan {
  validators: number;
  delegators: number;
  seed: string;
  /** Worker threads for keys, BLS proofs and signatures (default: one per spare core, none for a small plan). */
  threads?: number;
  /** When (Unix seconds) the L1's first validator runs out of balance (default: a 1 AVAX balance, decades). */
  l1BalanceRunsOutAt?: bigint;
}

/** Validators per batch: one block of validators, then the blocks of their delegators. */
const BATCH = 250;
/** Below this many stakers a genesis is quick enough that starting workers would cost more than it saves. */
const POOL_MIN_STAKERS = 1_000;

interface PlannedValidator {
  seeds: ReturnType<typeof stakerSeeds>;
  stake: bigint;
  start: bigint;
  end: bigint;
  shares: number;
  pending: boolean;
}

interface PlannedDelegator {
  seeds: ReturnType<typeof stakerSeeds>;
  stake: bigint;
  validator: number;
  end: bigint;
}

/** DEVNET_GENESIS_THREADS (0 = none), for measuring and for machines where workers are unwanted. */
function threadsFromEnv(): number | undefined {
  const raw = process.env.DEVNET_GENESIS_THREADS;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 64)
    throw new Error(`DEVNET_GENESIS_THREADS must be an integer from 0 to 64, not "${raw}"`);
  return n;
}

function chunks<T>(xs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/**
 * Builds the default state on top of genesis: stakers, a permissioned subnet and an L1. Every staker
 * is a real signed tx that the engine verifies and accepts. The slow parts — key addresses, BLS
 * proofs of possession, signatures — run on worker threads batch by batch while this thread
 * accepts the previous batch; blocks come out the same whatever the timing: funding for batch j+1,
 * then batch j's validators, then batch j's delegators.
 */
export function buildDefaultState(engine: PChainEngine, plan: SimulationPlan): void {
  const { ctx, state } = engine;
  const time = engine.chainTime;
  const ewoq = keyOf(EWOQ_PRIVATE_KEY);
  const unit = (i: number, label: string) => {
    const b = sha256(enc.encode(`snowline-p:${plan.seed}:${label}:${i}`));
    return new DataView(b.buffer, b.byteOffset).getUint32(0) / 2 ** 32;
  };
  const validatorExtra = (() => {
    const perValidator = (15_000_000n * AVAX) / BigInt(Math.max(1, plan.validators));
    const room = (perValidator - P_PARAMS.minValidatorStake) * 4n;
    return room < 0n ? 0n : room > 98_000n * AVAX ? 98_000n * AVAX : room;
  })();

  // Validators: stake skewed towards the minimum; some end within days (rewarded during history), a few start later.
  const vals: PlannedValidator[] = Array.from({ length: plan.validators }, (_, i) => {
    const stake =
      P_PARAMS.minValidatorStake + (BigInt(Math.floor(unit(i, 'stake') ** 3 * 1e6)) * validatorExtra) / 1_000_000n;
    const r = unit(i, 'duration');
    const pending = unit(i, 'pending') < 0.05;
    const start = pending ? time + 3n * DAY + BigInt(Math.floor(unit(i, 'start') * 3 * 86400)) : time;
    const duration =
      r < 0.12
        ? 26n * 3600n + BigInt(Math.floor(unit(i, 'd') * 34 * 3600))
        : 20n * DAY + BigInt(Math.floor(unit(i, 'd') * 280 * 86400));
    const shares = unit(i, 'fee') < 0.9 ? 20_000 + Math.floor(unit(i, 'fee2') * 80_000) : 200_000;
    return { seeds: stakerSeeds(plan.seed, 'validator', i), stake, start, end: start + duration, shares, pending };
  });

  // Delegators on current validators, inside each validator's period and under its weight cap.
  const current = vals.map((v, i) => ({ v, i })).filter(({ v }) => !v.pending);
  const room = new Map(current.map(({ v }) => [v, v.stake * (P_PARAMS.maxValidatorWeightFactor - 1n)]));
  const delegatorExtra = (() => {
    const per = (5_000_000n * AVAX) / BigInt(Math.max(1, plan.delegators));
    const r = (per - P_PARAMS.minDelegatorStake) * 4n;
    return r < 0n ? 0n : r > 5_000n * AVAX ? 5_000n * AVAX : r;
  })();
  const dels: PlannedDelegator[] = [];
  for (let i = 0; i < plan.delegators && current.length > 0; i++) {
    const { v, i: vi } = current[Math.floor(unit(i, 'dv') * current.length)] as (typeof current)[number];
    const stake =
      P_PARAMS.minDelegatorStake + (BigInt(Math.floor(unit(i, 'dstake') ** 3 * 1e6)) * delegatorExtra) / 1_000_000n;
    const left = room.get(v) ?? 0n;
    if (stake > left) continue;
    room.set(v, left - stake);
    const maxDur = v.end - time;
    const short = unit(i, 'dshort') < 0.3;
    let dur = short
      ? DAY + BigInt(Math.floor(unit(i, 'dd') * 86400))
      : BigInt(Math.floor(Number(maxDur) * (0.3 + 0.7 * unit(i, 'dd'))));
    if (dur > maxDur) dur = maxDur;
    if (dur < DAY) continue;
    dels.push({ seeds: stakerSeeds(plan.seed, 'delegator', i), stake, validator: vi, end: time + dur });
  }

  const batches = chunks(
    vals.map((_, i) => i),
    BATCH,
  ).map((vis) => ({
    vals: vis,
    dels: dels.filter((d) => d.validator >= (vis[0] as number) && d.validator <= (vis[vis.length - 1] as number)),
  }));
  const threads =
    plan.threads ??
    threadsFromEnv() ??
    (plan.validators + plan.delegators >= POOL_MIN_STAKERS ? defaultGenesisThreads() : 0);
  const pool = new GenesisPool(threads);
  try {
    const validatorFee = walletFee('AddPermissionlessValidatorTx', true);
    const delegatorFee = walletFee('AddPermissionlessDelegatorTx', true);
    // Every key's address is needed before its funding: ask for all of them now, batch by batch.
    const addressJobs = batches.map((b) => ({
      vals: chunks(b.vals, 250).map((vis) =>
        pool.submit({ op: 'addresses', privs: vis.map((i) => (vals[i] as PlannedValidator).seeds.priv) }),
      ),
      dels: chunks(b.dels, 250).map((ds) => pool.submit({ op: 'addresses', privs: ds.map((d) => d.seeds.priv) })),
    }));
    const keysOf = (tickets: number[], privs: Uint8Array[]): PKey[] => {
      const addrs = tickets.flatMap((t) => pool.wait(t));
      return privs.map((priv, k) => ({ priv, addr: addrs[k] as Uint8Array }));
    };

    /** Funds batch j's stakers, then queues the signing of their staking txs; returns the tickets. */
    const fundAndSign = (j: number): { vals: number[]; dels: number[] } => {
      const b = batches[j]!;
      const vKeys = keysOf(
        addressJobs[j]!.vals,
        b.vals.map((i) => (vals[i] as PlannedValidator).seeds.priv),
      );
      const dKeys = keysOf(
        addressJobs[j]!.dels,
        b.dels.map((d) => d.seeds.priv),
      );
      fund(
        engine,
        ewoq,
        [
          ...b.vals.map((i, k) => ({
            addr: (vKeys[k] as PKey).addr,
            amount: (vals[i] as PlannedValidator).stake + validatorFee,
          })),
          ...b.dels.map((d, k) => ({ addr: (dKeys[k] as PKey).addr, amount: d.stake + delegatorFee })),
        ],
        time,
      );
      /** A staking tx of `key`'s own `stake` (paying `fee`), stake and rewards owned by `key`. */
      const stakeTx = (
        key: PKey,
        stake: bigint,
        fee: bigint,
        build: (base: BaseTxFields, stakeOuts: TransferableOutput[], owner: Owners) => PvmUnsignedTx,
      ): TxToSign => {
        const spend = selectUtxos(state, key, stake, fee, time);
        const owner = ownerOf(key.addr);
        const unsigned = build(spendingBase(ctx.networkID, spend, key), [avaxOut(stake, owner)], owner);
        return { unsigned, signers: spend.signers };
      };
      const valTxs = b.vals.map((i, k): TxToSign => {
        const v = vals[i] as PlannedValidator;
        const tx = stakeTx(vKeys[k] as PKey, v.stake, validatorFee, (base, stakeOuts, owner) => ({
          kind: 'AddPermissionlessValidatorTx',
          base,
          validator: { nodeID: v.seeds.nodeID, start: v.start, end: v.end, weight: v.stake },
          subnetID: PRIMARY_NETWORK_ID,
          signer: { kind: 'empty' }, // replaced by the BLS signer derived from blsSeed where it is signed
          stakeOuts,
          validatorRewardsOwner: owner,
          delegatorRewardsOwner: owner,
          delegationShares: v.shares,
        }));
        return { ...tx, blsSeed: v.seeds.blsSeed };
      });
      const delTxs = b.dels.map((d, k): TxToSign =>
        stakeTx(dKeys[k] as PKey, d.stake, delegatorFee, (base, stakeOuts, owner) => ({
          kind: 'AddPermissionlessDelegatorTx',
          base,
          validator: {
            nodeID: (vals[d.validator] as PlannedValidator).seeds.nodeID,
            start: time,
            end: d.end,
            weight: d.stake,
          },
          subnetID: PRIMARY_NETWORK_ID,
          stakeOuts,
          delegationRewardsOwner: owner,
        })),
      );
      // Jobs of about a tenth of a second: a BLS proof costs ~25 ms, a signature ~1 ms.
      return {
        vals: chunks(valTxs, 8).map((txs) => pool.submit({ op: 'sign', txs })),
        dels: chunks(delTxs, 100).map((txs) => pool.submit({ op: 'sign', txs })),
      };
    };
    const signedOf = (tickets: number[]): PSignedTx[] => tickets.flatMap((t) => pool.wait(t)).map(parsePTx);

    let next = batches.length > 0 ? fundAndSign(0) : null;
    for (let j = 0; j < batches.length; j++) {
      const signing = next!;
      // Queue the next batch first, so the workers have it while this thread verifies and accepts this one.
      next = j + 1 < batches.length ? fundAndSign(j + 1) : null;
      acceptAll(engine, signedOf(signing.vals), time);
      acceptAll(engine, signedOf(signing.dels), time);
    }
  } finally {
    pool.close();
  }

  buildSubnets(
    engine,
    ewoq,
    plan.seed,
    vals
      .filter((v) => !v.pending)
      .sort((a, b) => (a.end < b.end ? 1 : -1))
      .slice(0, 3)
      .map((v) => ({ nodeID: v.seeds.nodeID, end: v.end })),
    plan.l1BalanceRunsOutAt,
  );
}

export const SUBNET_EVM_VM_ID_STR = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

function ewoqTx(
  engine: PChainEngine,
  ewoq: PKey,
  build: (base: ReturnType<typeof baseFields>) => PvmUnsignedTx,
  extraSigners: Uint8Array[][],
  time: bigint,
): PSignedTx {
  const probe = build(baseFields(engine.ctx.networkID, [], []));
  const fee =
    walletFee(probe.kind, false) +
    (probe.kind === 'ConvertSubnetToL1Tx' ? probe.validators.reduce((a, v) => a + v.balance, 0n) : 0n);
  const spend = selectUtxos(engine.state, ewoq, 0n, fee, time);
  const base = spendingBase(engine.ctx.networkID, spend, ewoq);
  const tx = signPTx(build(base), [...spend.signers, ...extraSigners]);
  must(engine.acceptStandard([tx], time, { trusted: true }).errors[0]);
  return tx;
}

/** A subnet owned by ewoq with one subnet-evm chain on it, `name`, whose EVM has chain id `evmChainId`. */
export function createSubnetWithChain(
  engine: PChainEngine,
  ewoq: PKey,
  name: string,
  evmChainId: number,
  time: bigint,
): { subnet: PSignedTx; chain: PSignedTx } {
  const owner = ownerOf(ewoq.addr);
  const subnet = ewoqTx(engine, ewoq, (base) => ({ kind: 'CreateSubnetTx', base, owner }), [], time);
  const chain = ewoqTx(
    engine,
    ewoq,
    (base) => ({
      kind: 'CreateChainTx',
      base,
      subnetID: subnet.id,
      chainName: name,
      vmID: idFromString(SUBNET_EVM_VM_ID_STR),
      fxIDs: [],
      genesisData: enc.encode(`{"config":{"chainId":${evmChainId}}}`),
      subnetAuth: { sigIndices: [0] },
    }),
    [[ewoq.priv]],
    time,
  );
  return { subnet, chain };
}

/** A permissioned subnet with a chain and validators, and a subnet converted to an L1. */
function buildSubnets(
  engine: PChainEngine,
  ewoq: PKey,
  seed: string,
  primaryValidators: { nodeID: Uint8Array; end: bigint }[],
  l1BalanceRunsOutAt?: bigint,
): void {
  const time = engine.chainTime;
  const subnetWithChain = (name: string, evmChainId: number) =>
    createSubnetWithChain(engine, ewoq, name, evmChainId, time);
  const { subnet: permissioned } = subnetWithChain('snowlinepermissioned', 99001);
  primaryValidators.forEach((v, i) => {
    ewoqTx(
      engine,
      ewoq,
      (base) => ({
        kind: 'AddSubnetValidatorTx',
        base,
        validator: { nodeID: v.nodeID, start: time, end: v.end, weight: BigInt(100 * (i + 1)) },
        subnetID: permissioned.id,
        subnetAuth: { sigIndices: [0] },
      }),
      [[ewoq.priv]],
      time,
    );
  });

  const { subnet: l1, chain } = subnetWithChain('snowlinel1', 99002);
  const l1Size = 3;
  // The first validator's balance may be cut to run out at a given moment; the others pay for decades.
  const firstBalance =
    l1BalanceRunsOutAt !== undefined && l1BalanceRunsOutAt > time
      ? balanceLasting(engine.state, BigInt(l1Size), l1BalanceRunsOutAt - time)
      : AVAX;
  convertToL1(
    engine,
    ewoq,
    seed,
    {
      subnetID: l1.id,
      chainID: chain.id,
      manager: 'validator-manager',
      validators: Array.from({ length: l1Size }, (_, i) => ({
        staker: i,
        weight: BigInt(1000 * (i + 1)),
        balance: i === 0 ? firstBalance : AVAX,
      })),
    },
    time,
  );
}

export interface L1Conversion {
  subnetID: Uint8Array;
  chainID: Uint8Array;
  /** Seeds the validator manager's address (sha256 of it, first 20 bytes). */
  manager: string;
  /** `staker`: the simulated L1 staker's index, whose node id and BLS key the validator takes. */
  validators: { staker: number; weight: bigint; balance: bigint }[];
}

/** Converts an ewoq-owned subnet to an L1; ewoq owns each validator's remaining balance and deactivation. */
export function convertToL1(engine: PChainEngine, ewoq: PKey, seed: string, l1: L1Conversion, time: bigint): void {
  const owner = { threshold: 1, addrs: [ewoq.addr] };
  ewoqTx(
    engine,
    ewoq,
    (base) => ({
      kind: 'ConvertSubnetToL1Tx',
      base,
      subnetID: l1.subnetID,
      chainID: l1.chainID,
      address: sha256(enc.encode(l1.manager)).slice(0, 20),
      validators: l1.validators.map(({ staker, weight, balance }) => {
        const sim = simulatedStaker(seed, 'l1', staker);
        return {
          nodeID: sim.nodeID,
          weight,
          balance,
          signer: blsSigner(sim.blsSeed),
          remainingBalanceOwner: owner,
          deactivationOwner: owner,
        };
      }),
      subnetAuth: { sigIndices: [0] },
    }),
    [[ewoq.priv]],
    time,
  );
}
