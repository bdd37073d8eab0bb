// P-chain blocks to the follower's txs: transfers and atomic moves as on X, and the staking the chain
// is for: which node each staking tx is about, who gets its rewards, the stake it locks (returned as
// UTXOs when a RewardValidatorTx ends it, or when an auto-renewed validator leaves), L1 validators and their validation ids.
import {
  amountOfOutput,
  decodePvmTx,
  idToString,
  nodeIdToString,
  splitPvmBlock,
  type PvmBlock,
  type PvmTx,
  type TransferableOutput,
} from '@/lib/codec';
import type { StakerRecord, StakingRole, UtxoRecord } from '@/lib/store/history/records';
import { consumedInputs, holding, sha256, utxoRecord, type ChainContext } from './chain-context';
import { emptyTx, type DecodedTx } from './movements';
import { splitInner, undecodedOf } from './undecoded';
import { readL1Message } from './warp-message';
import type { DecodedBlock, Expected } from './x-chain';

export interface DecodedPBlock extends DecodedBlock {
  kind: PvmBlock['kind'];
}

/** A node id of any length: `NodeID-…` for the usual 20 bytes, hex otherwise. */
function nodeText(bytes: Uint8Array): string {
  return bytes.length === 20 ? nodeIdToString(bytes) : `0x${Buffer.from(bytes).toString('hex')}`;
}

function utxo(ctx: ChainContext, txID: Uint8Array, index: number, o: TransferableOutput, chain: UtxoRecord['chain']) {
  return utxoRecord(ctx, txID, index, ctx.idText(o.assetID), o.output, chain);
}

/** The UTXOs a P tx creates when it is accepted (stake comes back later, at its reward). */
export function pProduced(ctx: ChainContext, tx: PvmTx, txID: Uint8Array): UtxoRecord[] {
  const u = tx.unsigned;
  if (!('base' in u)) return [];
  const out = u.base.outputs.map((o, i) => utxo(ctx, txID, i, o, 'P'));
  if (u.kind === 'ExportTx') {
    const to = ctx.aliasOf(u.destinationChain);
    u.exportedOutputs.forEach((o, i) => {
      if (to) out.push(utxo(ctx, txID, u.base.outputs.length + i, o, to));
    });
  }
  return out;
}

/**
 * The staker a validator or delegator tx starts: its node, reward addresses and the stake it locks.
 * An auto-renewed validator starts at its block's time (`timeSec`, when known) and its first cycle
 * ends a period later.
 */
export function stakerOf(ctx: ChainContext, tx: PvmTx, txID: Uint8Array, timeSec = 0): StakerRecord | null {
  const u = tx.unsigned;
  const addrs = (...owners: { threshold: number; addrs: Uint8Array[] }[]) => [
    ...new Set(owners.flatMap((o) => ctx.owners.owners(o).addresses)),
  ];
  if (u.kind === 'AddAutoRenewedValidatorTx') {
    return {
      txID: idToString(txID),
      nodeID: nodeText(u.nodeID),
      role: 'validator',
      rewardAddresses: addrs(u.validatorRewardsOwner, u.delegatorRewardsOwner),
      stake: u.stakeOuts.map((o) => holding(ctx, ctx.idText(o.assetID), o.output)),
      outputCount: u.base.outputs.length,
      weight: u.stakeOuts.reduce((a, o) => a + amountOfOutput(o.output), 0n),
      startSec: timeSec,
      endSec: timeSec + Number(u.period),
    };
  }
  let role: StakingRole;
  let rewardAddresses: string[];
  switch (u.kind) {
    case 'AddValidatorTx':
      role = 'validator';
      rewardAddresses = addrs(u.rewardsOwner);
      break;
    case 'AddDelegatorTx':
      role = 'delegator';
      rewardAddresses = addrs(u.rewardsOwner);
      break;
    case 'AddPermissionlessValidatorTx':
      role = 'validator';
      rewardAddresses = addrs(u.validatorRewardsOwner, u.delegatorRewardsOwner);
      break;
    case 'AddPermissionlessDelegatorTx':
      role = 'delegator';
      rewardAddresses = addrs(u.delegationRewardsOwner);
      break;
    default:
      return null;
  }
  return {
    txID: idToString(txID),
    nodeID: nodeText(u.validator.nodeID),
    role,
    rewardAddresses,
    stake: u.stakeOuts.map((o) => holding(ctx, ctx.idText(o.assetID), o.output)),
    outputCount: u.base.outputs.length,
    weight: u.validator.weight,
    startSec: Number(u.validator.start),
    endSec: Number(u.validator.end),
  };
}

function pTx(ctx: ChainContext, tx: PvmTx, txID: Uint8Array, pos: number, timeSec: number): DecodedTx {
  const u = tx.unsigned;
  const d = emptyTx(idToString(txID), pos, u.kind);
  const avax = ctx.facts.avaxAssetID;
  const owners = (o: { threshold: number; addrs: Uint8Array[] }) => d.extra.push(...ctx.owners.owners(o).addresses);
  if ('base' in u) d.consumed.push(...consumedInputs(ctx, u.base.inputs, 'P'));
  d.produced = pProduced(ctx, tx, txID);
  const staker = stakerOf(ctx, tx, txID, timeSec);
  if (staker) {
    d.staker = staker;
    d.staking.push({ nodeID: staker.nodeID, role: staker.role, amount: staker.weight });
    d.extra.push(...staker.rewardAddresses);
    for (const s of staker.stake) if (s.asset === avax) d.locked += s.amount;
  }
  switch (u.kind) {
    case 'ImportTx': {
      const imported = consumedInputs(ctx, u.importedInputs, ctx.aliasOf(u.sourceChain) ?? 'P');
      d.consumed.push(...imported);
      d.imported = imported.map((c) => c.id);
      break;
    }
    case 'AddSubnetValidatorTx':
      d.staking.push({ nodeID: nodeText(u.validator.nodeID), role: 'subnet-validator', amount: u.validator.weight });
      break;
    case 'RemoveSubnetValidatorTx':
      d.staking.push({ nodeID: nodeText(u.nodeID), role: 'removed', amount: 0n });
      break;
    case 'CreateSubnetTx':
    case 'TransferSubnetOwnershipTx':
      owners(u.owner);
      break;
    case 'ConvertSubnetToL1Tx':
      u.validators.forEach((v, i) => {
        const index = new Uint8Array(36);
        index.set(u.subnetID, 0);
        new DataView(index.buffer).setUint32(32, i);
        // ids.ID.Append(index): the validation id of the conversion's i-th validator.
        const validationID = idToString(sha256(index));
        const nodeID = nodeText(v.nodeID);
        d.staking.push({ nodeID, role: 'l1-validator', amount: v.weight });
        d.validations.push({ validationID, nodeID });
        d.locked += v.balance;
        owners(v.remainingBalanceOwner);
        owners(v.deactivationOwner);
      });
      break;
    case 'RegisterL1ValidatorTx': {
      d.locked += u.balance;
      const m = readL1Message(u.message);
      if (m?.kind === 'register') {
        const nodeID = nodeText(m.nodeID);
        d.staking.push({ nodeID, role: 'l1-validator', amount: m.weight });
        d.validations.push({ validationID: idToString(m.validationID), nodeID });
      }
      break;
    }
    case 'SetL1ValidatorWeightTx': {
      const m = readL1Message(u.message);
      if (m) d.l1Refs = [{ validationID: idToString(m.validationID), role: 'l1-weight', amount: m.weight }];
      break;
    }
    case 'IncreaseL1ValidatorBalanceTx':
      d.locked += u.balance;
      d.l1Refs = [{ validationID: idToString(u.validationID), role: 'l1-balance', amount: u.balance }];
      break;
    case 'DisableL1ValidatorTx':
      d.l1Refs = [{ validationID: idToString(u.validationID), role: 'l1-disable', amount: 0n }];
      break;
    case 'RewardValidatorTx':
      d.rewardOf = u.txID;
      break;
    case 'AddAutoRenewedValidatorTx':
      owners(u.validatorAuthority);
      d.autoRenew = { kind: 'add', stakerTxID: txID, period: u.period };
      break;
    case 'SetAutoRenewedValidatorConfigTx':
      // Its node is the validator's: looked up from the staker before writing.
      d.autoRenew = { kind: 'config', stakerTxID: u.txID, period: u.period };
      break;
    case 'RewardAutoRenewedValidatorTx':
      d.rewardOf = u.txID;
      d.autoRenew = { kind: 'reward', stakerTxID: u.txID };
      break;
  }
  d.extra = [...new Set(d.extra)];
  return d;
}

/**
 * A P block's bytes as the follower's txs: those before the first tx the codec cannot read, and a
 * note of the rest. Apricot blocks carry no time: `expected.timeMs` (the index's acceptance time, or
 * the previous block's) stands in; a block whose header cannot be read is recorded at `expected`.
 */
export function decodePBlock(ctx: ChainContext, raw: Uint8Array, expected: Expected): DecodedPBlock {
  const { bytes, split: s } = splitInner(raw, splitPvmBlock);
  const h = s.header;
  const block: DecodedPBlock = {
    // Unread, it decides nothing: as a standard block, it is written as it is.
    kind: h?.kind ?? 'BanffStandardBlock',
    height: h ? Number(h.height) : expected.height,
    id: idToString(sha256(bytes)),
    timeMs: h?.time === undefined ? expected.timeMs : Number(h.time) * 1000,
    txs: s.txs.map(({ tx, bytes: b }, pos) => pTx(ctx, tx, sha256(b), pos, Number(h?.time ?? 0n))),
  };
  if (s.undecoded) {
    const { note, tx } = undecodedOf(s.undecoded, h !== null);
    block.undecoded = note;
    if (tx) block.txs.push(tx);
  }
  return block;
}

export const isProposal = (kind: PvmBlock['kind']) => kind === 'BanffProposalBlock' || kind === 'ApricotProposalBlock';
export const isCommit = (kind: PvmBlock['kind']) => kind === 'BanffCommitBlock' || kind === 'ApricotCommitBlock';

export function decodePTxBytes(bytes: Uint8Array): { tx: PvmTx; txID: Uint8Array } {
  return { tx: decodePvmTx(bytes), txID: sha256(bytes) };
}
