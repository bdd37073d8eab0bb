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
  const out = commonTxJson(u, ctx);
  const outs = (o: typeof u.base.outputs) => o.map((x) => transferableOutputJson(x, ctx));
  const owners = (o: Parameters<typeof ownersJson>[0]) => ownersJson(o, ctx);
  switch (u.kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
      break; // all in commonTxJson
    case 'CreateSubnetTx':
      out.owner = owners(u.owner);
      break;
    case 'CreateChainTx':
      out.subnetID = idToString(u.subnetID);
      out.chainName = u.chainName;
      out.vmID = idToString(u.vmID);
      out.fxIDs = u.fxIDs.map(idToString);
      // A plain []byte: Go's encoding/json writes it as base64.
      out.genesisData = base64.encode(u.genesisData);
      out.subnetAuthorization = authJson(u.subnetAuth);
      break;
    case 'AddSubnetValidatorTx':
      out.validator = { ...validatorJson(u.validator), subnetID: idToString(u.subnetID) };
      out.subnetAuthorization = authJson(u.subnetAuth);
      break;
    case 'AddPermissionlessValidatorTx':
      out.validator = validatorJson(u.validator);
      out.subnetID = idToString(u.subnetID);
      out.signer = signerJson(u.signer);
      out.stake = outs(u.stakeOuts);
      out.validationRewardsOwner = owners(u.validatorRewardsOwner);
      out.delegationRewardsOwner = owners(u.delegatorRewardsOwner);
      out.shares = u.delegationShares;
      break;
    case 'AddPermissionlessDelegatorTx':
      out.validator = validatorJson(u.validator);
      out.subnetID = idToString(u.subnetID);
      out.stake = outs(u.stakeOuts);
      out.rewardsOwner = owners(u.delegationRewardsOwner);
      break;
    case 'ConvertSubnetToL1Tx':
      out.subnetID = idToString(u.subnetID);
      out.chainID = idToString(u.chainID);
      out.address = jsonBytes(u.address);
      out.validators = u.validators.map((v) => ({
        nodeID: jsonBytes(v.nodeID),
        weight: v.weight,
        balance: v.balance,
        signer: signerJson({ kind: 'pop', ...v.signer }),
        remainingBalanceOwner: pChainOwnerJson(v.remainingBalanceOwner),
        deactivationOwner: pChainOwnerJson(v.deactivationOwner),
      }));
      out.subnetAuthorization = authJson(u.subnetAuth);
      break;
    case 'AddValidatorTx':
      out.validator = validatorJson(u.validator);
      out.stake = outs(u.stakeOuts);
      out.rewardsOwner = owners(u.rewardsOwner);
      out.shares = u.delegationShares;
      break;
    case 'AddDelegatorTx':
      out.validator = validatorJson(u.validator);
      out.stake = outs(u.stakeOuts);
      out.rewardsOwner = owners(u.rewardsOwner);
      break;
    case 'RemoveSubnetValidatorTx':
      out.nodeID = nodeIdToString(u.nodeID);
      out.subnetID = idToString(u.subnetID);
      out.subnetAuthorization = authJson(u.subnetAuth);
      break;
    case 'TransformSubnetTx':
      Object.assign(out, {
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
      });
      break;
    case 'TransferSubnetOwnershipTx':
      out.subnetID = idToString(u.subnetID);
      out.subnetAuthorization = authJson(u.subnetAuth);
      out.newOwner = owners(u.owner);
      break;
    case 'RegisterL1ValidatorTx':
      out.balance = u.balance;
      // [96]byte has no MarshalJSON: Go writes a fixed byte array as an array of numbers.
      out.proofOfPossession = Array.from(u.proofOfPossession);
      out.message = jsonBytes(u.message);
      break;
    case 'SetL1ValidatorWeightTx':
      out.message = jsonBytes(u.message);
      break;
    case 'IncreaseL1ValidatorBalanceTx':
      out.validationID = idToString(u.validationID);
      out.balance = u.balance;
      break;
    case 'DisableL1ValidatorTx':
      out.validationID = idToString(u.validationID);
      out.disableAuthorization = authJson(u.disableAuth);
      break;
  }
  return out;
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
