// AvalancheGo's platform.getTx / platform.getBlock with encoding "json": Go struct order, with
// InitCtx giving OutputOwners the P-chain context (addresses `P-<hrp>1…`). Credentials are bare
// `{signatures}` (no fxID wrapper, unlike the X-chain).
import { base64 } from '@scure/base';
import {
  type AddressContext,
  type JsonObject,
  commonTxJson,
  credentialJson,
  jsonBytes,
  ownersJson,
  transferableOutputJson,
} from '../json';
import { idToString, nodeIdToString, shortIdToString } from '../ids';
import { pvmBlockId, encodePvmBlock } from './block';
import { encodePvmTx, pvmTxId } from './tx';
import type { PChainOwner, PvmBlock, PvmTx, PvmUnsignedTx, Signer, Validator } from './types';

export interface PvmJsonOptions {
  hrp: string;
  /** Primary alias of the chain, `P` for the P-chain. */
  chainAlias?: string;
}

function validatorJson(v: Validator): JsonObject {
  return { nodeID: nodeIdToString(v.nodeID), start: v.start, end: v.end, weight: v.weight };
}

function signerJson(s: Signer): JsonObject {
  return s.kind === 'empty'
    ? {}
    : { publicKey: jsonBytes(s.publicKey), proofOfPossession: jsonBytes(s.proofOfPossession) };
}

function pChainOwnerJson(o: PChainOwner): JsonObject {
  return { threshold: o.threshold, addresses: o.addrs.map(shortIdToString) };
}

function authJson(a: { sigIndices: number[] }): JsonObject {
  return { signatureIndices: a.sigIndices };
}

function pvmUnsignedTxToJson(u: PvmUnsignedTx, opts: PvmJsonOptions): JsonObject {
  const ctx: AddressContext = { hrp: opts.hrp, chainAlias: opts.chainAlias ?? 'P' };
  if (u.kind === 'RewardValidatorTx') return { txID: idToString(u.txID) };
  if (u.kind === 'AdvanceTimeTx') return { time: u.time };
  if (u.kind === 'RewardAutoRenewedValidatorTx') return { txID: idToString(u.txID), timestamp: u.timestamp };
  // Every other kind embeds a BaseTx: its fields (and an import's or export's) come first.
  const common = commonTxJson(u, ctx);
  const outs = (o: typeof u.base.outputs) => o.map((x) => transferableOutputJson(x, ctx));
  const owners = (o: Parameters<typeof ownersJson>[0]) => ownersJson(o, ctx);
  switch (u.kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
      return common;
    case 'CreateSubnetTx':
      return { ...common, owner: owners(u.owner) };
    case 'CreateChainTx':
      return {
        ...common,
        subnetID: idToString(u.subnetID),
        chainName: u.chainName,
        vmID: idToString(u.vmID),
        fxIDs: u.fxIDs.map(idToString),
        // A plain []byte: Go's encoding/json writes it as base64.
        genesisData: base64.encode(u.genesisData),
        subnetAuthorization: authJson(u.subnetAuth),
      };
    case 'AddSubnetValidatorTx':
      return {
        ...common,
        validator: { ...validatorJson(u.validator), subnetID: idToString(u.subnetID) },
        subnetAuthorization: authJson(u.subnetAuth),
      };
    case 'AddPermissionlessValidatorTx':
      return {
        ...common,
        validator: validatorJson(u.validator),
        subnetID: idToString(u.subnetID),
        signer: signerJson(u.signer),
        stake: outs(u.stakeOuts),
        validationRewardsOwner: owners(u.validatorRewardsOwner),
        delegationRewardsOwner: owners(u.delegatorRewardsOwner),
        shares: u.delegationShares,
      };
    case 'AddPermissionlessDelegatorTx':
      return {
        ...common,
        validator: validatorJson(u.validator),
        subnetID: idToString(u.subnetID),
        stake: outs(u.stakeOuts),
        rewardsOwner: owners(u.delegationRewardsOwner),
      };
    case 'ConvertSubnetToL1Tx':
      return {
        ...common,
        subnetID: idToString(u.subnetID),
        chainID: idToString(u.chainID),
        address: jsonBytes(u.address),
        validators: u.validators.map((v) => ({
          nodeID: jsonBytes(v.nodeID),
          weight: v.weight,
          balance: v.balance,
          signer: signerJson({ kind: 'pop', ...v.signer }),
          remainingBalanceOwner: pChainOwnerJson(v.remainingBalanceOwner),
          deactivationOwner: pChainOwnerJson(v.deactivationOwner),
        })),
        subnetAuthorization: authJson(u.subnetAuth),
      };
    case 'AddValidatorTx':
      return {
        ...common,
        validator: validatorJson(u.validator),
        stake: outs(u.stakeOuts),
        rewardsOwner: owners(u.rewardsOwner),
        shares: u.delegationShares,
      };
    case 'AddDelegatorTx':
      return {
        ...common,
        validator: validatorJson(u.validator),
        stake: outs(u.stakeOuts),
        rewardsOwner: owners(u.rewardsOwner),
      };
    case 'RemoveSubnetValidatorTx':
      return {
        ...common,
        nodeID: nodeIdToString(u.nodeID),
        subnetID: idToString(u.subnetID),
        subnetAuthorization: authJson(u.subnetAuth),
      };
    case 'TransformSubnetTx':
      return {
        ...common,
        subnetID: idToString(u.subnetID),
        assetID: idToString(u.assetID),
        initialSupply: u.initialSupply,
        maximumSupply: u.maximumSupply,
        minConsumptionRate: u.minConsumptionRate,
        maxConsumptionRate: u.maxConsumptionRate,
        minValidatorStake: u.minValidatorStake,
        maxValidatorStake: u.maxValidatorStake,
        minStakeDuration: u.minStakeDuration,
        maxStakeDuration: u.maxStakeDuration,
        minDelegationFee: u.minDelegationFee,
        minDelegatorStake: u.minDelegatorStake,
        maxValidatorWeightFactor: u.maxValidatorWeightFactor,
        uptimeRequirement: u.uptimeRequirement,
        subnetAuthorization: authJson(u.subnetAuth),
      };
    case 'TransferSubnetOwnershipTx':
      return {
        ...common,
        subnetID: idToString(u.subnetID),
        subnetAuthorization: authJson(u.subnetAuth),
        newOwner: owners(u.owner),
      };
    case 'RegisterL1ValidatorTx':
      return {
        ...common,
        balance: u.balance,
        // [96]byte has no MarshalJSON: Go writes a fixed byte array as an array of numbers.
        proofOfPossession: Array.from(u.proofOfPossession),
        message: jsonBytes(u.message),
      };
    case 'SetL1ValidatorWeightTx':
      return { ...common, message: jsonBytes(u.message) };
    case 'IncreaseL1ValidatorBalanceTx':
      return { ...common, validationID: idToString(u.validationID), balance: u.balance };
    case 'DisableL1ValidatorTx':
      return { ...common, validationID: idToString(u.validationID), disableAuthorization: authJson(u.disableAuth) };
    case 'AddAutoRenewedValidatorTx':
      return {
        ...common,
        // types.JSONByteSlice: hex.
        nodeID: jsonBytes(u.nodeID),
        signer: signerJson(u.signer),
        stake: outs(u.stakeOuts),
        validationRewardsOwner: owners(u.validatorRewardsOwner),
        delegationRewardsOwner: owners(u.delegatorRewardsOwner),
        validatorAuthority: owners(u.validatorAuthority),
        delegationShares: u.delegationShares,
        autoCompoundRewardShares: u.autoCompoundRewardShares,
        period: u.period,
      };
    case 'SetAutoRenewedValidatorConfigTx':
      return {
        ...common,
        txID: idToString(u.txID),
        auth: authJson(u.auth),
        autoCompoundRewardShares: u.autoCompoundRewardShares,
        period: u.period,
      };
  }
}

/** `{unsignedTx, credentials: [{signatures}], id}`. */
export function pvmTxToJson(tx: PvmTx, opts: PvmJsonOptions, signedBytes?: Uint8Array): JsonObject {
  return {
    unsignedTx: pvmUnsignedTxToJson(tx.unsigned, opts),
    credentials: tx.credentials.map(credentialJson),
    id: idToString(pvmTxId(signedBytes ?? encodePvmTx(tx))),
  };
}

/**
 * Go marshals the block struct with embedded Apricot/CommonBlock fields flattened:
 * Banff blocks start with `time`; CommonBlock contributes parentID, height, id.
 */
export function pvmBlockToJson(block: PvmBlock, opts: PvmJsonOptions, blockBytes?: Uint8Array): JsonObject {
  const id = idToString(pvmBlockId(blockBytes ?? encodePvmBlock(block)));
  const tx = (t: PvmTx) => pvmTxToJson(t, opts);
  const common = { parentID: idToString(block.parentID), height: block.height, id };
  switch (block.kind) {
    case 'BanffStandardBlock':
      return { time: block.time, ...common, txs: block.txs.map(tx) };
    case 'BanffProposalBlock':
      return { time: block.time, txs: block.txs.map(tx), ...common, tx: tx(block.tx) };
    case 'BanffCommitBlock':
    case 'BanffAbortBlock':
      return { time: block.time, ...common };
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock':
      return { ...common, tx: tx(block.tx) };
    case 'ApricotStandardBlock':
      return { ...common, txs: block.txs.map(tx) };
    case 'ApricotCommitBlock':
    case 'ApricotAbortBlock':
      return common;
  }
}
