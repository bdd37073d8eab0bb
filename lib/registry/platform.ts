// P-chain API, /ext/bc/P (spec "Platform chain API", facts §2, §10, §11).
import { z } from 'zod';
import { defineMethod } from './define';
import {
  cb58Id,
  encodingParam,
  hexBytes,
  noParams,
  nodeID,
  plainUint,
  rfc3339,
  u16Param,
  u64,
  u64Param,
  userPass,
} from '@/lib/schemas/common';
import {
  getBlockByHeightParams,
  getBlockParams,
  getBlockResult,
  getTxParams,
  getTxResult,
  getUTXOsParams,
  getUTXOsResult,
  heightResult,
  issueTxParams,
  statusResult,
  txIDResult,
} from '@/lib/schemas/chain-api';
import {
  amountsByAsset,
  blockchainRecord,
  currentValidator,
  l1Validator,
  pendingDelegator,
  pendingValidator,
  platformBalance,
  platformTimestamp,
  subnetDetails,
  subnetRecord,
  validatorWeightAt,
} from '@/lib/schemas/platform';

const service = 'platform' as const;
const keystoreRemoval = { deprecated: { since: 'v1.9.12' }, removedIn: 'v1.12.2', nodeSpecific: true } as const;
/** A height, or "proposed" for the proposervm's proposed height (newer nodes). */
const heightOrProposed = z.union([u64Param, z.literal('proposed')]);
const optionalSubnet = z.object({ subnetID: cb58Id.optional() });

export const platform = {
  getHeight: defineMethod({
    method: 'platform.getHeight',
    service,
    params: noParams,
    result: heightResult,
    summary: 'Height of the last accepted P-chain block.',
  }),
  getProposedHeight: defineMethod({
    method: 'platform.getProposedHeight',
    service,
    params: noParams,
    result: heightResult,
    summary: 'P-chain height the proposervm would use for a new block.',
  }),
  getBalance: defineMethod({
    method: 'platform.getBalance',
    service,
    params: z.object({ addresses: z.array(z.string()) }),
    result: platformBalance,
    deprecated: { since: 'v1.9.12', note: 'use getUTXOs' },
    summary: 'Balance (unlocked, locked stakeable, locked not stakeable) of P-chain addresses.',
  }),
  getUTXOs: defineMethod({
    method: 'platform.getUTXOs',
    service,
    params: getUTXOsParams,
    result: getUTXOsResult,
    summary: 'UTXOs referencing the given addresses, paginated (max 1024).',
  }),
  getSubnet: defineMethod({
    method: 'platform.getSubnet',
    service,
    params: z.object({ subnetID: cb58Id }),
    result: subnetDetails,
    summary: 'Owner, threshold and L1 conversion details of a subnet.',
  }),
  getSubnets: defineMethod({
    method: 'platform.getSubnets',
    service,
    params: z.object({ ids: z.array(cb58Id).optional() }),
    result: z.object({ subnets: z.array(subnetRecord) }),
    deprecated: { since: 'v1.9.12', note: 'use getSubnet' },
    summary: 'Subnets with their control keys and threshold.',
  }),
  getStakingAssetID: defineMethod({
    method: 'platform.getStakingAssetID',
    service,
    params: optionalSubnet,
    result: z.object({ assetID: cb58Id }),
    summary: 'Asset used to stake on a subnet.',
  }),
  getCurrentValidators: defineMethod({
    method: 'platform.getCurrentValidators',
    service,
    params: z.object({ subnetID: cb58Id.optional(), nodeIDs: z.array(nodeID).optional() }),
    result: z.object({ validators: z.array(currentValidator) }),
    summary: 'Current validators of a subnet (default: Primary Network).',
  }),
  getPendingValidators: defineMethod({
    method: 'platform.getPendingValidators',
    service,
    params: z.object({ subnetID: cb58Id.optional(), nodeIDs: z.array(nodeID).optional() }),
    result: z.object({
      validators: z.array(pendingValidator),
      delegators: z
        .array(pendingDelegator)
        .nullish()
        .transform((v) => v ?? []),
    }),
    deprecated: { since: 'v1.11.0', note: 'stakers start immediately since Durango' },
    removedIn: 'v1.11.3', // avalanchego#2817, merged 2024-03-06
    summary: 'Validators and delegators not yet started.',
  }),
  getL1Validator: defineMethod({
    method: 'platform.getL1Validator',
    service,
    params: z.object({ validationID: cb58Id }),
    result: l1Validator,
    summary: 'An L1 (ACP-77) validator by validation id.',
  }),
  getCurrentSupply: defineMethod({
    method: 'platform.getCurrentSupply',
    service,
    params: optionalSubnet,
    result: z.object({ supply: u64, height: u64.optional() }),
    summary: 'Upper bound on the token supply of a subnet.',
  }),
  sampleValidators: defineMethod({
    method: 'platform.sampleValidators',
    service,
    params: z.object({ size: u16Param, subnetID: cb58Id.optional() }),
    result: z.object({ validators: z.array(nodeID) }),
    summary: 'Weighted random sample of validators.',
  }),
  getBlockchainStatus: defineMethod({
    method: 'platform.getBlockchainStatus',
    service,
    params: z.object({ blockchainID: z.string() }),
    result: z.object({ status: z.string() }),
    summary: 'Validating / Created / Preferred / Syncing / Unknown.',
  }),
  validatedBy: defineMethod({
    method: 'platform.validatedBy',
    service,
    params: z.object({ blockchainID: cb58Id }),
    result: z.object({ subnetID: cb58Id }),
    summary: 'Subnet that validates a blockchain.',
  }),
  validates: defineMethod({
    method: 'platform.validates',
    service,
    params: z.object({ subnetID: cb58Id }),
    result: z.object({ blockchainIDs: z.array(cb58Id) }),
    summary: 'Blockchains a subnet validates.',
  }),
  getBlockchains: defineMethod({
    method: 'platform.getBlockchains',
    service,
    params: noParams,
    result: z.object({ blockchains: z.array(blockchainRecord) }),
    deprecated: { since: 'v1.9.12', note: 'use getTx on the CreateChainTx' },
    summary: 'Every blockchain except the P-chain.',
  }),
  issueTx: defineMethod({
    method: 'platform.issueTx',
    service,
    params: issueTxParams,
    result: txIDResult,
    summary: 'Issue a signed P-chain transaction.',
  }),
  getTx: defineMethod({
    method: 'platform.getTx',
    service,
    params: getTxParams,
    result: getTxResult,
    immutable: true,
    summary: 'An accepted P-chain transaction by id.',
  }),
  getTxStatus: defineMethod({
    method: 'platform.getTxStatus',
    service,
    params: z.object({ txID: cb58Id }),
    result: statusResult,
    summary: 'Committed / Processing / Dropped (with reason) / Unknown.',
  }),
  getStake: defineMethod({
    method: 'platform.getStake',
    service,
    params: z.object({
      addresses: z.array(z.string()),
      validatorsOnly: z.boolean().optional(),
      encoding: encodingParam.optional(),
    }),
    result: z
      .object({
        staked: u64.optional(),
        stakeds: amountsByAsset.optional(),
        stakedOutputs: z
          .array(hexBytes)
          .nullish()
          .transform((v) => v ?? []),
        encoding: z.string(),
      })
      .transform((v) => ({
        ...v,
        stakeds: v.stakeds ?? {},
        staked: v.staked ?? Object.values(v.stakeds ?? {}).reduce((a, b) => a + b, 0n),
      })),
    summary: 'Amount staked by addresses (rewards excluded).',
  }),
  getMinStake: defineMethod({
    method: 'platform.getMinStake',
    service,
    params: optionalSubnet,
    result: z.object({ minValidatorStake: u64, minDelegatorStake: u64 }),
    summary: 'Minimum validator and delegator stake of a subnet.',
  }),
  getMaxStakeAmount: defineMethod({
    method: 'platform.getMaxStakeAmount',
    service,
    params: z.object({ subnetID: cb58Id.optional(), nodeID, startTime: u64Param, endTime: u64Param }),
    result: z.object({ amount: u64 }),
    deprecated: { since: 'v1.10.0' },
    summary: 'Maximum amount staked on a validator during a time range.',
  }),
  getTotalStake: defineMethod({
    method: 'platform.getTotalStake',
    service,
    params: optionalSubnet,
    result: z.object({ stake: u64.optional(), weight: u64 }),
    summary: 'Total stake and weight of a subnet.',
  }),
  getRewardUTXOs: defineMethod({
    method: 'platform.getRewardUTXOs',
    service,
    params: z.object({ txID: cb58Id, encoding: encodingParam.optional() }),
    result: z.object({
      numFetched: u64,
      utxos: z
        .array(hexBytes)
        .nullish()
        .transform((v) => v ?? []),
      encoding: z.string(),
    }),
    summary: 'Reward UTXOs of an ended staking transaction.',
  }),
  getTimestamp: defineMethod({
    method: 'platform.getTimestamp',
    service,
    params: noParams,
    result: platformTimestamp,
    summary: 'Current P-chain time.',
  }),
  getValidatorsAt: defineMethod({
    method: 'platform.getValidatorsAt',
    service,
    params: z.object({ height: heightOrProposed, subnetID: cb58Id.optional() }),
    result: z.object({ validators: z.record(z.string(), validatorWeightAt) }),
    summary: 'Validator weights (and BLS keys on newer nodes) at a P-chain height.',
  }),
  getAllValidatorsAt: defineMethod({
    method: 'platform.getAllValidatorsAt',
    service,
    params: z.object({ height: heightOrProposed }),
    // Per-subnet warp validator sets; kept loose since only newer nodes serve it.
    result: z.object({ validatorSets: z.record(z.string(), z.unknown()) }),
    summary: 'Validator sets of every subnet at a P-chain height.',
  }),
  getBlock: defineMethod({
    method: 'platform.getBlock',
    service,
    params: getBlockParams,
    result: getBlockResult,
    immutable: true,
    summary: 'An accepted P-chain block by id.',
  }),
  getBlockByHeight: defineMethod({
    method: 'platform.getBlockByHeight',
    service,
    params: getBlockByHeightParams,
    result: getBlockResult,
    // The node answers only for accepted heights, and an accepted height never changes its block.
    immutable: true,
    summary: 'An accepted P-chain block by height.',
  }),
  getFeeConfig: defineMethod({
    method: 'platform.getFeeConfig',
    service,
    params: noParams,
    result: z.object({
      weights: z.array(plainUint),
      maxCapacity: plainUint,
      maxPerSecond: plainUint,
      targetPerSecond: plainUint,
      minPrice: plainUint,
      excessConversionConstant: plainUint,
    }),
    summary: 'Dynamic fee parameters (ACP-103).',
  }),
  getFeeState: defineMethod({
    method: 'platform.getFeeState',
    service,
    params: noParams,
    result: z.object({ capacity: plainUint, excess: plainUint, price: plainUint, timestamp: rfc3339 }),
    summary: 'Current dynamic fee state: capacity, excess, gas price.',
  }),
  getValidatorFeeConfig: defineMethod({
    method: 'platform.getValidatorFeeConfig',
    service,
    params: noParams,
    result: z.object({
      capacity: plainUint,
      target: plainUint,
      minPrice: plainUint,
      excessConversionConstant: plainUint,
    }),
    summary: 'L1 validator continuous-fee parameters (ACP-77).',
  }),
  getValidatorFeeState: defineMethod({
    method: 'platform.getValidatorFeeState',
    service,
    params: noParams,
    result: z.object({ excess: plainUint }),
    summary: 'Current L1 validator fee excess.',
  }),
  listAddresses: defineMethod({
    method: 'platform.listAddresses',
    service,
    params: z.object(userPass),
    result: z.object({ addresses: z.array(z.string()) }),
    ...keystoreRemoval,
    summary: 'Addresses controlled by a keystore user.',
  }),
  exportKey: defineMethod({
    method: 'platform.exportKey',
    service,
    params: z.object({ ...userPass, address: z.string() }),
    result: z.object({ privateKey: z.string() }),
    ...keystoreRemoval,
    summary: 'Private key of an address held by a keystore user.',
  }),
};
