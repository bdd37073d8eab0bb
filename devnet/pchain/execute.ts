// Verifies a signed P-chain tx against the state and applies it. Runs inside the block's SQLite
// transaction (and a savepoint per tx), so a tx that throws leaves the state exactly as it was.
import { sha256 } from '@noble/hashes/sha2.js';
import { NodeError, type AtomicMemory } from '@/devnet/core/contracts';
import { AVAX_ASSET_ID, C_CHAIN_ID, PRIMARY_NETWORK_ID, P_CHAIN_ID } from '@/devnet/genesis/constants';
import { blsVerifyProofOfPossession } from '@/lib/codec/bls';
import { bytesEqual, compareBytes, idToString, nodeIdToString } from '@/lib/codec/ids';
import { recoverAddress } from '@/lib/codec/secp256k1';
import { requiredFee } from './fee';
import { P_PARAMS } from './params';
import { potentialReward, splitReward } from './reward';
import type { PState, Staker } from './state';
import {
  MAX_MEMO_SIZE,
  type BaseTxFields,
  type TransferableInput,
  type TransferableOutput,
  compareUtxoIds,
} from '@/lib/codec/avax';
import {
  type PChainOwner,
  type PvmUnsignedTx,
  type Signer,
  type Validator,
  encodePvmUtxo,
  pvmCanonicalOrderError,
  pvmCredentialCount,
} from '@/lib/codec/pvm';
import type { PSignedTx } from './txs';
import {
  type FlatOutput,
  type Owners,
  type PUtxo,
  decodePUtxo,
  flattenInput,
  flattenOutput,
  utxoIdOf,
  utxoOfOutput,
} from './utxo';
import { initialUptime } from './uptime';
import { autoRenewConfig, setAutoRenewConfig } from './auto-renew';
import { rewardPayer } from './reward-payer';

export interface ExecEnv {
  state: PState;
  atomic: AtomicMemory;
  networkID: number;
  xChainID: Uint8Array;
  /** Time of the block being built (Unix seconds). */
  chainTime: bigint;
  height: bigint;
  /** Wall-clock ms of acceptance (uptime bookkeeping). */
  nowMs: number;
  /** Skip BLS PoP pairing checks for txs this node built and signed itself (bulk genesis stakers). */
  trustedSigners?: boolean;
  /** When Helicon activates (Unix seconds): its txs are refused before. */
  heliconTime: bigint;
}

const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');

// ---------- owners and signatures ----------

function verifyOwnersShape(o: Owners, what: string): void {
  if (o.threshold > o.addrs.length)
    throw new NodeError(`${what}: output threshold ${o.threshold} exceeds the ${o.addrs.length} addresses`);
  if (o.threshold === 0 && o.addrs.length > 0)
    throw new NodeError(`${what}: output has no threshold but has addresses`);
  for (let i = 1; i < o.addrs.length; i++) {
    if (compareBytes(o.addrs[i - 1] as Uint8Array, o.addrs[i] as Uint8Array) >= 0) {
      throw new NodeError(`${what}: addresses not sorted and unique`);
    }
  }
}

type PopSigner = Extract<Signer, { kind: 'pop' }>;
interface NewPrimaryValidator {
  signer: Signer;
  validatorRewardsOwner: Owners;
  delegatorRewardsOwner: Owners;
}

/** A new Primary Network validator's BLS key and proof, its node not validating yet, its reward owners. */
function verifyNewPrimaryValidator<U extends NewPrimaryValidator>(
  env: ExecEnv,
  u: U,
  nodeID: Uint8Array,
  noSigner: string,
): asserts u is U & { signer: PopSigner } {
  if (u.signer.kind !== 'pop') throw new NodeError(noSigner);
  if (!env.trustedSigners && !blsVerifyProofOfPossession(u.signer.publicKey, u.signer.proofOfPossession)) {
    throw new NodeError('invalid proof of possession');
  }
  if (primaryValidatorOf(env.state, nodeID))
    throw new NodeError(`attempted to issue a duplicate validation for ${nodeIdToString(nodeID)}`);
  verifyOwnersShape(u.validatorRewardsOwner, 'validation rewards owner');
  verifyOwnersShape(u.delegatorRewardsOwner, 'delegation rewards owner');
}

/** What the P-chain keeps of a new Primary Network validator besides its period and weight. */
function validatorStakerFields(u: NewPrimaryValidator & { signer: PopSigner; delegationShares: number }) {
  return {
    kind: 'validator' as const,
    shares: u.delegationShares,
    blsPublicKey: u.signer.publicKey,
    blsPop: u.signer.proofOfPossession,
    rewardOwner: u.validatorRewardsOwner,
    delegationRewardOwner: u.delegatorRewardsOwner,
  };
}

/** secp256k1fx VerifyCredentials: `sigIndices` name `threshold` owners and each signature recovers to one. */
function verifySpend(
  owners: Owners,
  sigIndices: number[],
  sigs: Uint8Array[] | undefined,
  digest: Uint8Array,
  chainTime: bigint,
  what: string,
): void {
  if (owners.locktime > chainTime)
    throw new NodeError(`${what}: locktime ${owners.locktime} is after the chain time ${chainTime}`);
  if (sigIndices.length !== owners.threshold) {
    throw new NodeError(`${what}: input has ${sigIndices.length} signers but the threshold is ${owners.threshold}`);
  }
  if (!sigs) throw new NodeError(`${what}: missing credential`);
  if (sigs.length !== sigIndices.length) {
    throw new NodeError(
      `${what}: credential has ${sigs.length} signatures but the input names ${sigIndices.length} signers`,
    );
  }
  for (let i = 0; i < sigIndices.length; i++) {
    const idx = sigIndices[i] as number;
    if (i > 0 && idx <= (sigIndices[i - 1] as number))
      throw new NodeError(`${what}: signature indices not sorted and unique`);
    const addr = owners.addrs[idx];
    if (!addr) throw new NodeError(`${what}: signature index ${idx} is out of range`);
    let signer: Uint8Array;
    try {
      signer = recoverAddress(digest, sigs[i] as Uint8Array);
    } catch (e) {
      throw new NodeError(`${what}: invalid signature: ${(e as Error).message}`);
    }
    if (!bytesEqual(signer, addr)) throw new NodeError(`${what}: wrong signature: signer does not own the output`);
  }
}

// ---------- flow check ----------

class Flow {
  private consumedUnlocked = 0n;
  private producedUnlocked = 0n;
  private readonly consumedLocked = new Map<bigint, bigint>();
  private readonly producedLocked = new Map<bigint, bigint>();

  consume(amount: bigint, lock: bigint): void {
    if (lock === 0n) this.consumedUnlocked += amount;
    else this.consumedLocked.set(lock, (this.consumedLocked.get(lock) ?? 0n) + amount);
  }
  produce(amount: bigint, lock: bigint): void {
    if (lock === 0n) this.producedUnlocked += amount;
    else this.producedLocked.set(lock, (this.producedLocked.get(lock) ?? 0n) + amount);
  }
  /** Locked funds may only become outputs with the same lock; unlocked funds cover the rest plus the fee. */
  check(fee: bigint): void {
    let needUnlocked = this.producedUnlocked + fee;
    for (const [lock, produced] of this.producedLocked) {
      const have = this.consumedLocked.get(lock) ?? 0n;
      if (produced > have) needUnlocked += produced - have;
    }
    if (needUnlocked > this.consumedUnlocked) {
      throw new NodeError(
        `insufficient funds: the inputs provide ${this.consumedUnlocked} nAVAX unlocked but ${needUnlocked} nAVAX is needed (fee ${fee} nAVAX)`,
      );
    }
  }
}

/** Checks one output and returns its amount, owners and stake lock. */
function verifyOutput(o: TransferableOutput, what: string): FlatOutput {
  if (!bytesEqual(o.assetID, AVAX_ASSET_ID))
    throw new NodeError(`${what}: only AVAX (${idToString(AVAX_ASSET_ID)}) is supported on the P-chain`);
  const flat = flattenOutput(o.output, what);
  if (flat.amount <= 0n) throw new NodeError(`${what}: output has no value`);
  verifyOwnersShape(flat.owners, what);
  return flat;
}

/** The codec's credential `i` as a list of signatures. */
function sigsOf(tx: PSignedTx, i: number): Uint8Array[] | undefined {
  return tx.tx.credentials[i]?.sigs;
}

function lockFor(utxo: PUtxo, chainTime: bigint): bigint {
  return utxo.stakeLocktime > chainTime ? utxo.stakeLocktime : 0n;
}

interface Spent {
  utxos: PUtxo[];
}

/** Checks and consumes `ins` (local UTXOs), verifying credentials `creds[offset + i]`. */
function spendLocal(
  env: ExecEnv,
  tx: PSignedTx,
  ins: TransferableInput[],
  credOffset: number,
  flow: Flow,
  digest: Uint8Array,
): Spent {
  const spent: PUtxo[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < ins.length; i++) {
    const inp = ins[i] as TransferableInput;
    const what = `input ${i}`;
    const { amount, sigIndices, stakeLocktime } = flattenInput(inp.input, what);
    if (i > 0) {
      const prev = ins[i - 1] as TransferableInput;
      // The node orders inputs by (txID, output index), not by UTXO id (avax.UTXOID.Compare).
      if (compareUtxoIds(prev, inp) >= 0) {
        throw new NodeError('inputs not sorted and unique');
      }
    }
    const key = hexOf(inp.txID) + ':' + inp.outputIndex;
    if (seen.has(key))
      throw new NodeError(`${what}: double spend of UTXO ${idToString(utxoIdOf(inp.txID, inp.outputIndex))}`);
    seen.add(key);
    const utxo = env.state.utxo(inp.txID, inp.outputIndex);
    if (!utxo) {
      throw new NodeError(`failed to read consumed UTXO ${idToString(inp.txID)}:${inp.outputIndex} due to: not found`);
    }
    if (!bytesEqual(utxo.assetID, inp.assetID)) throw new NodeError(`${what}: asset ID does not match the UTXO's`);
    if (utxo.amount !== amount)
      throw new NodeError(`${what}: amount ${amount} does not match the UTXO's ${utxo.amount}`);
    // A LockIn must name the UTXO's lock exactly; a plain input may spend a LockOut once its lock passed.
    if (stakeLocktime !== 0n && utxo.stakeLocktime !== stakeLocktime)
      throw new NodeError(`${what}: locktime mismatch with the UTXO's stakeable lock`);
    if (stakeLocktime === 0n && utxo.stakeLocktime > env.chainTime) {
      throw new NodeError(
        `${what}: locked funds not marked as locked: UTXO ${idToString(inp.txID)} is stakeable locked until ${utxo.stakeLocktime}`,
      );
    }
    verifySpend(utxo.owners, sigIndices, sigsOf(tx, credOffset + i), digest, env.chainTime, what);
    flow.consume(amount, lockFor(utxo, env.chainTime));
    spent.push(utxo);
  }
  return { utxos: spent };
}

function verifyBase(env: ExecEnv, base: BaseTxFields): FlatOutput[] {
  if (base.networkID !== env.networkID)
    throw new NodeError(`expected networkID ${env.networkID} but got ${base.networkID}`);
  if (!bytesEqual(base.blockchainID, P_CHAIN_ID)) throw new NodeError('wrong blockchain ID: expected the P-chain');
  if (base.memo.length > MAX_MEMO_SIZE)
    throw new NodeError(`memo length ${base.memo.length} is larger than the limit ${MAX_MEMO_SIZE}`);
  return base.outputs.map((o, i) => verifyOutput(o, `output ${i}`));
}

function produceOutputs(env: ExecEnv, txID: Uint8Array, outs: TransferableOutput[], firstIndex: number): void {
  outs.forEach((o, i) => env.state.putUtxo(utxoOfOutput(txID, firstIndex + i, o)));
}

function consumeAll(env: ExecEnv, spent: Spent): void {
  for (const u of spent.utxos) env.state.deleteUtxo(u);
}

// ---------- subnet authorization ----------

function authorizeSubnet(
  env: ExecEnv,
  tx: PSignedTx,
  subnetID: Uint8Array,
  subnetAuth: { sigIndices: number[] },
  digest: Uint8Array,
): void {
  if (bytesEqual(subnetID, PRIMARY_NETWORK_ID)) throw new NodeError('the primary network cannot be modified this way');
  const subnet = env.state.subnets.get(subnetID);
  if (!subnet) throw new NodeError(`subnet ${idToString(subnetID)} does not exist`);
  if (subnet.conversion) throw new NodeError(`subnet ${idToString(subnetID)} was converted to an L1 and is immutable`);
  const cred = sigsOf(tx, tx.tx.credentials.length - 1);
  try {
    verifySpend(subnet.owner, subnetAuth.sigIndices, cred, digest, env.chainTime, 'subnet auth');
  } catch (e) {
    throw new NodeError(`unauthorized subnet modification: ${(e as Error).message}`);
  }
}

// ---------- stakers ----------

function effectiveStart(env: ExecEnv, start: bigint): { start: bigint; pending: boolean } {
  if (start <= env.chainTime) return { start: env.chainTime, pending: false };
  if (start > env.chainTime + P_PARAMS.maxFutureStartSec) throw new NodeError('staker starts too far in the future');
  return { start, pending: true };
}

function checkDuration(start: bigint, end: bigint): void {
  if (end <= start) throw new NodeError('staker end time must be after its start time');
  const d = end - start;
  if (d < BigInt(P_PARAMS.minStakeDurationSec))
    throw new NodeError(`staking period is too short: ${d}s is less than the minimum ${P_PARAMS.minStakeDurationSec}s`);
  if (d > BigInt(P_PARAMS.maxStakeDurationSec))
    throw new NodeError(`staking period is too long: ${d}s exceeds the maximum ${P_PARAMS.maxStakeDurationSec}s`);
}

/** When a permissionless staker starts, checked: on the Primary Network only, for an allowed duration. */
function primaryStakerStart(
  env: ExecEnv,
  primary: boolean,
  stakers: 'validators' | 'delegators',
  v: Validator,
): { start: bigint; pending: boolean } {
  if (!primary) throw new NodeError(`permissionless ${stakers} are only supported on the primary network`);
  const started = effectiveStart(env, v.start);
  checkDuration(started.start, v.end);
  return started;
}

function primaryValidatorOf(state: PState, nodeID: Uint8Array): Staker | undefined {
  return state.stakersOfNode(PRIMARY_NETWORK_ID, nodeID).find((s) => s.kind === 'validator');
}

/** The node's Primary Network validator, whose period must contain [start, end] (else `notContained`). */
function containingPrimaryValidator(
  state: PState,
  nodeID: Uint8Array,
  start: bigint,
  end: bigint,
  notContained: string,
): Staker {
  const pv = primaryValidatorOf(state, nodeID);
  if (!pv) throw new NodeError(`${nodeIdToString(nodeID)} is not a validator of the primary network`);
  if (start < pv.start || end > pv.end) throw new NodeError(notContained);
  return pv;
}

function addStaker(env: ExecEnv, s: Staker): void {
  env.state.putStaker(s);
  if (s.status === 'current') env.state.putWeightDiff(env.height, s.subnetID, s.nodeID, s.weight);
  if (s.kind === 'validator' && bytesEqual(s.subnetID, PRIMARY_NETWORK_ID)) {
    env.state.putUptime(initialUptime(s.nodeID, Number(s.start) * 1000));
  }
  if (s.potentialReward > 0n) env.state.supply = env.state.supply + s.potentialReward;
}

/**
 * Checks the stake outputs add up to the weight and produces them in the flow, each locked until
 * its stake locktime when that is still ahead.
 */
function produceStake(env: ExecEnv, flow: Flow, outs: TransferableOutput[], weight: bigint): void {
  const flat = outs.map((o, i) => verifyOutput(o, `stake output ${i}`));
  const total = flat.reduce((a, o) => a + o.amount, 0n);
  if (total !== weight) throw new NodeError(`stake outputs total ${total} but the validator weight is ${weight}`);
  for (const o of flat) flow.produce(o.amount, o.stakeLocktime > env.chainTime ? o.stakeLocktime : 0n);
}

/** Adds a Primary Network staker for `v` from `start`, with the reward its weight and period earn. */
function addPrimaryStaker(
  env: ExecEnv,
  txID: Uint8Array,
  v: Validator,
  { start, pending }: { start: bigint; pending: boolean },
  own: Pick<Staker, 'kind' | 'shares' | 'blsPublicKey' | 'blsPop' | 'rewardOwner' | 'delegationRewardOwner'>,
): void {
  addStaker(env, {
    txID,
    subnetID: PRIMARY_NETWORK_ID,
    nodeID: v.nodeID,
    start,
    end: v.end,
    weight: v.weight,
    potentialReward: potentialReward(P_PARAMS.reward, v.end - start, v.weight, env.state.supply),
    status: pending ? 'pending' : 'current',
    ...own,
  });
}

const ownersOfPChainOwner = (o: PChainOwner): Owners => ({ locktime: 0n, threshold: o.threshold, addrs: o.addrs });

// ---------- the tx kinds ----------

export interface ExecResult {
  /** Ids created by the tx (subnet, chain) for logging. */
  created?: Uint8Array;
}

export function executeTx(env: ExecEnv, tx: PSignedTx): ExecResult {
  const u = tx.unsigned;
  if (u.kind === 'RewardValidatorTx' || u.kind === 'RewardAutoRenewedValidatorTx')
    throw new NodeError(`${u.kind} is issued by the chain itself, not through issueTx`);
  if (
    (u.kind === 'AddAutoRenewedValidatorTx' || u.kind === 'SetAutoRenewedValidatorConfigTx') &&
    env.chainTime < env.heliconTime
  )
    throw new NodeError('attempting to use a Helicon tx before Helicon activation');
  if (!isSupported(u)) throw new NodeError(`${u.kind} is not accepted by this node`);
  const order = pvmCanonicalOrderError(u);
  if (order) throw new NodeError(order);
  const digest = sha256(tx.unsignedBytes);
  const base = u.base;
  const baseOuts = verifyBase(env, base);
  const primary = !('subnetID' in u) || bytesEqual(u.subnetID, PRIMARY_NETWORK_ID);
  const fee = requiredFee(u);
  const expectedCreds = pvmCredentialCount(u);
  const creds = tx.tx.credentials.length;
  if (creds !== expectedCreds) throw new NodeError(`tx has ${creds} credentials but needs ${expectedCreds}`);

  const flow = new Flow();
  const spent = spendLocal(env, tx, base.inputs, 0, flow, digest);
  for (const o of baseOuts) flow.produce(o.amount, o.stakeLocktime > env.chainTime ? o.stakeLocktime : 0n);

  let result: ExecResult = {};
  switch (u.kind) {
    case 'BaseTx':
      break;
    case 'ImportTx':
      importAtomic(env, tx, u, flow, digest);
      break;
    case 'ExportTx': {
      if (!isAtomicPeer(env, u.destinationChain)) throw new NodeError('export destination must be the X- or C-chain');
      if (u.exportedOutputs.length === 0) throw new NodeError('no exported outputs');
      u.exportedOutputs.forEach((o, i) => {
        const flat = verifyOutput(o, `exported output ${i}`);
        if (flat.stakeLocktime !== 0n) throw new NodeError('stakeable locked outputs cannot be exported');
        flow.produce(flat.amount, 0n);
      });
      break;
    }
    case 'CreateSubnetTx':
      verifyOwnersShape(u.owner, 'subnet owner');
      result = { created: tx.id };
      break;
    case 'CreateChainTx': {
      authorizeSubnet(env, tx, u.subnetID, u.subnetAuth, digest);
      if (u.chainName.length === 0 || u.chainName.length > P_PARAMS.maxChainNameLength)
        throw new NodeError('chain name length out of range');
      if (!/^[\x20-\x7e]+$/.test(u.chainName)) throw new NodeError('chain name must be printable ASCII');
      result = { created: tx.id };
      break;
    }
    case 'AddSubnetValidatorTx': {
      authorizeSubnet(env, tx, u.subnetID, u.subnetAuth, digest);
      const v = u.validator;
      const { start, pending } = effectiveStart(env, v.start);
      if (v.weight <= 0n) throw new NodeError('weight of this validator is too low');
      if (v.end <= start) throw new NodeError('staker end time must be after its start time');
      containingPrimaryValidator(
        env.state,
        v.nodeID,
        start,
        v.end,
        'validator period must be a subset of its primary network validation period',
      );
      if (env.state.stakersOfNode(u.subnetID, v.nodeID).length > 0) {
        throw new NodeError(`${nodeIdToString(v.nodeID)} is already a validator of subnet ${idToString(u.subnetID)}`);
      }
      addStaker(env, {
        txID: tx.id,
        kind: 'subnetValidator',
        subnetID: u.subnetID,
        nodeID: v.nodeID,
        start,
        end: v.end,
        weight: v.weight,
        potentialReward: 0n,
        shares: 0,
        status: pending ? 'pending' : 'current',
      });
      break;
    }
    case 'AddPermissionlessValidatorTx': {
      const v = u.validator;
      const started = primaryStakerStart(env, primary, 'validators', v);
      if (v.weight < P_PARAMS.minValidatorStake)
        throw new NodeError(`weight of this validator is too low: ${v.weight} < minimum ${P_PARAMS.minValidatorStake}`);
      if (v.weight > P_PARAMS.maxValidatorStake)
        throw new NodeError(
          `weight of this validator is too high: ${v.weight} > maximum ${P_PARAMS.maxValidatorStake}`,
        );
      if (u.delegationShares < P_PARAMS.minDelegationFee)
        throw new NodeError(`delegation fee ${u.delegationShares} is below the minimum ${P_PARAMS.minDelegationFee}`);
      if (u.delegationShares > 1_000_000) throw new NodeError('delegation fee is above 100%');
      verifyNewPrimaryValidator(
        env,
        u,
        v.nodeID,
        'primary network validators must register a BLS key with a proof of possession',
      );
      produceStake(env, flow, u.stakeOuts, v.weight);
      addPrimaryStaker(env, tx.id, v, started, validatorStakerFields(u));
      break;
    }
    case 'AddPermissionlessDelegatorTx': {
      const v = u.validator;
      const started = primaryStakerStart(env, primary, 'delegators', v);
      if (v.weight < P_PARAMS.minDelegatorStake)
        throw new NodeError(
          `staking amount is too low: ${v.weight} < minimum delegation ${P_PARAMS.minDelegatorStake}`,
        );
      const pv = containingPrimaryValidator(
        env.state,
        v.nodeID,
        started.start,
        v.end,
        'delegation period must be a subset of the validation period',
      );
      const delegated = env.state
        .stakersOfNode(PRIMARY_NETWORK_ID, v.nodeID)
        .filter((s) => s.kind === 'delegator')
        .reduce((a, s) => a + s.weight, 0n);
      const cap = [P_PARAMS.maxValidatorStake, pv.weight * P_PARAMS.maxValidatorWeightFactor].reduce((a, b) =>
        a < b ? a : b,
      );
      if (pv.weight + delegated + v.weight > cap)
        throw new NodeError(`over delegation: the validator's total weight would exceed ${cap}`);
      verifyOwnersShape(u.delegationRewardsOwner, 'delegation rewards owner');
      produceStake(env, flow, u.stakeOuts, v.weight);
      addPrimaryStaker(env, tx.id, v, started, {
        kind: 'delegator',
        shares: 0,
        rewardOwner: u.delegationRewardsOwner,
      });
      break;
    }
    case 'ConvertSubnetToL1Tx': {
      authorizeSubnet(env, tx, u.subnetID, u.subnetAuth, digest);
      if (u.validators.length === 0) throw new NodeError('an L1 needs at least one validator');
      if (u.address.length > 4096) throw new NodeError('manager address is too long');
      u.validators.forEach((v, i) => {
        if (v.weight <= 0n) throw new NodeError(`L1 validator ${i}: weight must be positive`);
        if (!env.trustedSigners && !blsVerifyProofOfPossession(v.signer.publicKey, v.signer.proofOfPossession)) {
          throw new NodeError(`L1 validator ${i}: invalid proof of possession`);
        }
        verifyOwnersShape(ownersOfPChainOwner(v.remainingBalanceOwner), `L1 validator ${i} remaining balance owner`);
        verifyOwnersShape(ownersOfPChainOwner(v.deactivationOwner), `L1 validator ${i} deactivation owner`);
        // Balances prepay the continuous validator fee: they are consumed like burnt funds.
        flow.produce(v.balance, 0n);
      });
      env.state.convertSubnet(u.subnetID, { txID: tx.id, chainID: u.chainID, address: u.address });
      u.validators.forEach((v, i) => {
        const validationID = subnetAppend(u.subnetID, i);
        // A validator with a balance starts active: it has paid until the accrued fees grow by it.
        let endAccumulatedFee = 0n;
        if (v.balance !== 0n) {
          if (env.state.numActiveL1Validators() >= P_PARAMS.validatorFee.capacity) throw new NodeError(ERR_MAX_ACTIVE);
          endAccumulatedFee = addU64(v.balance, env.state.accruedFees);
        }
        env.state.putL1Validator({
          validationID,
          subnetID: u.subnetID,
          nodeID: v.nodeID,
          weight: v.weight,
          endAccumulatedFee,
          blsPublicKey: v.signer.publicKey,
          startTime: env.chainTime,
          remainingBalanceOwner: ownersOfPChainOwner(v.remainingBalanceOwner),
          deactivationOwner: ownersOfPChainOwner(v.deactivationOwner),
          minNonce: 0n,
        });
        env.state.putWeightDiff(env.height, u.subnetID, v.nodeID, v.weight);
      });
      break;
    }
    case 'AddAutoRenewedValidatorTx': {
      const weight = u.stakeOuts.reduce((a, o) => a + verifyOutput(o, 'stake output').amount, 0n);
      if (u.stakeOuts.length === 0) throw new NodeError('no stake');
      if (u.nodeID.length !== 20) throw new NodeError(`expected 20 bytes of node id, got ${u.nodeID.length}`);
      if (u.nodeID.every((b) => b === 0)) throw new NodeError('empty nodeID is not allowed');
      if (u.period === 0n) throw new NodeError('missing period');
      if (u.delegationShares > 1_000_000)
        throw new NodeError('a staker can only require at most 1000000 shares from delegators');
      if (u.autoCompoundRewardShares > 1_000_000)
        throw new NodeError('a staker can only restake at most 1000000 shares from rewards');
      if (weight < P_PARAMS.minValidatorStake)
        throw new NodeError(`weight of this validator is too low: ${weight} < minimum ${P_PARAMS.minValidatorStake}`);
      if (weight > P_PARAMS.maxValidatorStake)
        throw new NodeError(`weight of this validator is too high: ${weight} > maximum ${P_PARAMS.maxValidatorStake}`);
      if (u.delegationShares < P_PARAMS.minDelegationFee)
        throw new NodeError(`delegation fee ${u.delegationShares} is below the minimum ${P_PARAMS.minDelegationFee}`);
      if (u.period < BigInt(P_PARAMS.minStakeDurationSec))
        throw new NodeError(
          `staking period is too short: ${u.period}s is less than the minimum ${P_PARAMS.minStakeDurationSec}s`,
        );
      if (u.period > BigInt(P_PARAMS.maxStakeDurationSec))
        throw new NodeError(
          `staking period is too long: ${u.period}s exceeds the maximum ${P_PARAMS.maxStakeDurationSec}s`,
        );
      verifyNewPrimaryValidator(env, u, u.nodeID, 'missing signer');
      verifyOwnersShape(u.validatorAuthority, 'validator authority');
      produceStake(env, flow, u.stakeOuts, weight);
      // Starts now, at the chain time: no start or end time in the tx, only the cycle's length.
      addPrimaryStaker(
        env,
        tx.id,
        { nodeID: u.nodeID, start: env.chainTime, end: env.chainTime + u.period, weight },
        { start: env.chainTime, pending: false },
        validatorStakerFields(u),
      );
      setAutoRenewConfig(env.state, tx.id, {
        authority: u.validatorAuthority,
        nextPeriod: u.period,
        autoCompoundShares: u.autoCompoundRewardShares,
        accruedValidation: 0n,
        accruedDelegatee: 0n,
      });
      break;
    }
    case 'SetAutoRenewedValidatorConfigTx': {
      if (u.txID.every((b) => b === 0)) throw new NodeError('missing tx id');
      if (u.autoCompoundRewardShares > 1_000_000)
        throw new NodeError('a staker can only restake at most 1000000 shares from rewards');
      const cfg = autoRenewConfig(env.state, u.txID);
      const staker = env.state.staker(u.txID);
      if (!cfg || !staker) {
        const stored = env.state.tx(u.txID);
        if (!stored) throw new NodeError(`getting staker tx: not found`);
        if (stored.kind !== 'AddAutoRenewedValidatorTx') throw new NodeError(`invalid staker tx type: ${stored.kind}`);
        throw new NodeError(`getting validator from state: not found`);
      }
      if (u.period > 0n && u.period < BigInt(P_PARAMS.minStakeDurationSec))
        throw new NodeError(
          `staking period is too short: ${u.period}s is less than the minimum ${P_PARAMS.minStakeDurationSec}s`,
        );
      if (u.period > BigInt(P_PARAMS.maxStakeDurationSec))
        throw new NodeError(
          `staking period is too long: ${u.period}s exceeds the maximum ${P_PARAMS.maxStakeDurationSec}s`,
        );
      try {
        verifySpend(
          cfg.authority,
          u.auth.sigIndices,
          sigsOf(tx, tx.tx.credentials.length - 1),
          digest,
          env.chainTime,
          'validator authority',
        );
      } catch (e) {
        throw new NodeError(`unauthorized validator config change: ${(e as Error).message}`);
      }
      setAutoRenewConfig(env.state, u.txID, {
        ...cfg,
        nextPeriod: u.period,
        autoCompoundShares: u.autoCompoundRewardShares,
      });
      break;
    }
    case 'IncreaseL1ValidatorBalanceTx':
      // Anyone may top a validator up: only the fee payer's inputs are signed. The balance is
      // burnt from them like a fee.
      flow.produce(u.balance, 0n);
      break;
  }

  flow.check(fee);
  // Effects that must not happen before every check passed.
  consumeAll(env, spent);
  produceOutputs(env, tx.id, base.outputs, 0);
  if (u.kind === 'ExportTx') {
    env.atomic.put(
      u.exportedOutputs.map((o, i) => {
        const outputIndex = base.outputs.length + i;
        const bytes = encodePvmUtxo({ txID: tx.id, outputIndex, assetID: o.assetID, output: o.output });
        return {
          txID: tx.id,
          outputIndex,
          sourceChain: P_CHAIN_ID,
          destinationChain: u.destinationChain,
          bytes,
          addresses: flattenOutput(o.output).owners.addrs,
        };
      }),
    );
  }
  if (u.kind === 'IncreaseL1ValidatorBalanceTx') increaseL1ValidatorBalance(env, u.validationID, u.balance);
  if (u.kind === 'CreateSubnetTx') env.state.putSubnet(tx.id, u.owner, tx.id);
  if (u.kind === 'CreateChainTx')
    env.state.putChain({ id: tx.id, subnetID: u.subnetID, name: u.chainName, vmID: u.vmID });
  return result;
}

const ERR_MAX_ACTIVE = 'already at the max number of active validators';

/** math.Add on uint64. */
function addU64(a: bigint, b: bigint): bigint {
  if (a + b >= 1n << 64n) throw new NodeError('overflow');
  return a + b;
}

/** IncreaseL1ValidatorBalanceTx's effect: more balance, and an inactive validator active again. */
function increaseL1ValidatorBalance(env: ExecEnv, validationID: Uint8Array, balance: bigint): void {
  const v = env.state.l1Validator(validationID);
  if (!v) throw new NodeError('not found');
  let end = v.endAccumulatedFee;
  if (end === 0n) {
    if (env.state.numActiveL1Validators() >= P_PARAMS.validatorFee.capacity) throw new NodeError(ERR_MAX_ACTIVE);
    end = env.state.accruedFees;
  }
  env.state.setL1EndAccumulatedFee(validationID, addU64(end, balance));
}

/** The tx kinds this devnet's P-chain verifies and executes; the others parse but are refused. */
const SUPPORTED = [
  'BaseTx',
  'ImportTx',
  'ExportTx',
  'CreateSubnetTx',
  'CreateChainTx',
  'AddSubnetValidatorTx',
  'AddPermissionlessValidatorTx',
  'AddPermissionlessDelegatorTx',
  'ConvertSubnetToL1Tx',
  'IncreaseL1ValidatorBalanceTx',
  'AddAutoRenewedValidatorTx',
  'SetAutoRenewedValidatorConfigTx',
] as const;
type SupportedTx = Extract<PvmUnsignedTx, { kind: (typeof SUPPORTED)[number] }>;

function isSupported(u: PvmUnsignedTx): u is SupportedTx {
  return (SUPPORTED as readonly string[]).includes(u.kind);
}

/** ids.ID.Append(index): sha256(subnetID ‖ u32 BE index) — an L1 validator's validationID. */
export function subnetAppend(subnetID: Uint8Array, index: number): Uint8Array {
  const b = new Uint8Array(36);
  b.set(subnetID);
  new DataView(b.buffer).setUint32(32, index);
  return sha256(b);
}

/** The Primary Network chains the P-chain moves AVAX with (verify.SameSubnet): X and C. */
function isAtomicPeer(env: ExecEnv, chain: Uint8Array): boolean {
  return bytesEqual(chain, env.xChainID) || bytesEqual(chain, C_CHAIN_ID);
}

function importAtomic(
  env: ExecEnv,
  tx: PSignedTx,
  u: Extract<PvmUnsignedTx, { kind: 'ImportTx' }>,
  flow: Flow,
  digest: Uint8Array,
): void {
  if (!isAtomicPeer(env, u.sourceChain)) throw new NodeError('import source must be the X- or C-chain');
  if (u.importedInputs.length === 0) throw new NodeError('no imported inputs');
  for (let i = 1; i < u.importedInputs.length; i++) {
    if (compareUtxoIds(u.importedInputs[i - 1] as TransferableInput, u.importedInputs[i] as TransferableInput) >= 0) {
      throw new NodeError('inputs not sorted and unique');
    }
  }
  const offset = u.base.inputs.length;
  const seen = new Set<string>();
  u.importedInputs.forEach((inp, i) => {
    const what = `imported input ${i}`;
    const { amount, sigIndices, stakeLocktime } = flattenInput(inp.input, what);
    if (stakeLocktime !== 0n) throw new NodeError(`${what}: imported inputs cannot be stakeable locked`);
    const key = hexOf(inp.txID) + ':' + inp.outputIndex;
    if (seen.has(key)) throw new NodeError(`${what}: double spend`);
    seen.add(key);
    const au = env.atomic.get(P_CHAIN_ID, inp.txID, inp.outputIndex);
    if (!au || !bytesEqual(au.sourceChain, u.sourceChain)) {
      throw new NodeError(
        `failed to get shared memory UTXO ${idToString(utxoIdOf(inp.txID, inp.outputIndex))}: not found`,
      );
    }
    let utxo: PUtxo;
    try {
      utxo = decodePUtxo(au.bytes);
    } catch (e) {
      throw new NodeError(`${what}: unsupported atomic UTXO: ${(e as Error).message}`);
    }
    if (!bytesEqual(utxo.assetID, inp.assetID)) throw new NodeError(`${what}: asset ID does not match the UTXO's`);
    if (!bytesEqual(inp.assetID, AVAX_ASSET_ID))
      throw new NodeError(`${what}: only AVAX can be imported to the P-chain`);
    if (utxo.amount !== amount)
      throw new NodeError(`${what}: amount ${amount} does not match the UTXO's ${utxo.amount}`);
    verifySpend(utxo.owners, sigIndices, sigsOf(tx, offset + i), digest, env.chainTime, what);
    flow.consume(amount, 0n);
  });
  for (const inp of u.importedInputs) env.atomic.consume(P_CHAIN_ID, inp.txID, inp.outputIndex);
}

// ---------- rewards ----------

/** Pays (commit) or withholds (abort) the reward of `staker`, returns its stake and removes it. */
export function rewardStaker(
  env: ExecEnv,
  staker: Staker,
  stakeOuts: TransferableOutput[],
  firstStakeIndex: number,
  commit: boolean,
): bigint {
  const { state } = env;
  stakeOuts.forEach((o, i) => state.putUtxo(utxoOfOutput(staker.txID, firstStakeIndex + i, o)));
  const pay = rewardPayer(state, staker.txID, firstStakeIndex + stakeOuts.length);
  let paid = 0n;
  if (staker.kind === 'validator') {
    if (commit && staker.rewardOwner) {
      pay(staker.rewardOwner, staker.potentialReward);
      paid += staker.potentialReward;
    } else {
      state.supply = state.supply - staker.potentialReward;
    }
    // Delegation fees earned from successful delegations are paid either way.
    const key = 'delegateeReward:' + hexOf(staker.txID);
    const accrued = BigInt(state.meta(key) ?? '0');
    if (accrued > 0n && staker.delegationRewardOwner) {
      pay(staker.delegationRewardOwner, accrued);
      paid += accrued;
    }
  } else if (staker.kind === 'delegator') {
    if (commit && staker.rewardOwner) {
      const validator = primaryValidatorOf(state, staker.nodeID);
      const { validatorCut, delegatorCut } = splitReward(staker.potentialReward, validator?.shares ?? 0);
      pay(staker.rewardOwner, delegatorCut);
      paid += delegatorCut;
      if (validator && validatorCut > 0n) {
        const key = 'delegateeReward:' + hexOf(validator.txID);
        state.setMeta(key, (BigInt(state.meta(key) ?? '0') + validatorCut).toString());
      }
    } else {
      state.supply = state.supply - staker.potentialReward;
    }
  }
  state.deleteStaker(staker.txID);
  state.putWeightDiff(env.height, staker.subnetID, staker.nodeID, -staker.weight);
  return paid;
}
