// P-chain API, /ext/bc/P (spec "Platform chain API", facts §2, §10, §11).
import { z } from 'zod';
import { defineService } from './define';
import { found, pChainHeightParam, someFetched } from './cache-rules';
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
import { heightResult } from '@/lib/schemas/chain-api';
import { chainMethods } from './chain-methods';
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

const keystoreRemoval = {
  deprecated: { since: 'v1.9.12', replacement: 'keys kept in a wallet (e.g. avalanchejs), not on the node' },
  removedIn: 'v1.12.2',
  nodeSpecific: true,
} as const;
const warpValidatorSet = z.object({
  validators: z
    .array(z.object({ publicKey: hexBytes.optional(), weight: u64, nodeIDs: z.array(nodeID) }))
    .nullish()
    .transform((v) => v ?? []),
  totalWeight: u64,
});

/** A height, or "proposed" for the proposervm's proposed height (newer nodes). */
const heightOrProposed = z.union([u64Param, z.literal('proposed')]);
const optionalSubnet = z.object({ subnetID: cb58Id.optional() });

export const platform = defineService('platform', 'platform.', {
  getHeight: {
    ...chainMethods.getHeight,
    summary: 'Height of the last accepted P-chain block.',
  },
  getProposedHeight: {
    cache: 'live',
    params: noParams,
    result: heightResult,
    summary: 'P-chain height the proposervm would use for a new block.',
  },
  getBalance: {
    cache: 'live',
    params: z.object({ addresses: z.array(z.string()) }),
    result: platformBalance,
    deprecated: { since: 'v1.9.12', note: 'use getUTXOs' },
    summary: 'Balance (unlocked, locked stakeable, locked not stakeable) of P-chain addresses.',
  },
  getUTXOs: {
    ...chainMethods.getUTXOs,
    summary: 'UTXOs referencing the given addresses, paginated (max 1024).',
  },
  getSubnet: {
    cache: 'live',
    params: z.object({ subnetID: cb58Id }),
    result: subnetDetails,
    summary: 'Owner, threshold and L1 conversion details of a subnet.',
  },
  getSubnets: {
    cache: 'live',
    pollMs: 60_000,
    params: z.object({ ids: z.array(cb58Id).optional() }),
    result: z.object({ subnets: z.array(subnetRecord) }),
    deprecated: { since: 'v1.9.12', note: 'use getSubnet' },
    summary: 'Subnets with their control keys and threshold.',
  },
  getStakingAssetID: {
    cache: 'static',
    params: optionalSubnet,
    result: z.object({ assetID: cb58Id }),
    summary: 'Asset used to stake on a subnet.',
  },
  getCurrentValidators: {
    cache: 'live',
    pollMs: 15_000,
    params: z.object({ subnetID: cb58Id.optional(), nodeIDs: z.array(nodeID).optional() }),
    result: z.object({ validators: z.array(currentValidator) }),
    summary: 'Current validators of a subnet (default: Primary Network).',
  },
  getPendingValidators: {
    cache: 'live',
    pollMs: 15_000,
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
  },
  getL1Validator: {
    cache: 'live',
    params: z.object({ validationID: cb58Id }),
    result: l1Validator,
    summary: 'An L1 (ACP-77) validator by validation id.',
  },
  getCurrentSupply: {
    cache: 'live',
    pollMs: 15_000,
    params: optionalSubnet,
    result: z.object({ supply: u64, height: u64.optional() }),
    summary: 'Upper bound on the token supply of a subnet.',
  },
  sampleValidators: {
    cache: 'live',
    params: z.object({ size: u16Param, subnetID: cb58Id.optional() }),
    result: z.object({ validators: z.array(nodeID) }),
    summary: 'Weighted random sample of validators.',
    example: { size: 5 },
  },
  getBlockchainStatus: {
    cache: 'live',
    params: z.object({ blockchainID: z.string() }),
    result: z.object({ status: z.string() }),
    summary: 'Validating / Created / Preferred / Syncing / Unknown.',
  },
  validatedBy: {
    cache: 'immutable',
    settled: found,
    params: z.object({ blockchainID: cb58Id }),
    result: z.object({ subnetID: cb58Id }),
    summary: 'Subnet that validates a blockchain.',
  },
  validates: {
    cache: 'live',
    params: z.object({ subnetID: cb58Id }),
    result: z.object({ blockchainIDs: z.array(cb58Id) }),
    summary: 'Blockchains a subnet validates.',
  },
  getBlockchains: {
    cache: 'live',
    pollMs: 60_000,
    params: noParams,
    result: z.object({ blockchains: z.array(blockchainRecord) }),
    deprecated: { since: 'v1.9.12', note: 'use getTx on the CreateChainTx' },
    summary: 'Every blockchain except the P-chain.',
  },
  issueTx: {
    ...chainMethods.issueTx,
    summary: 'Issue a signed P-chain transaction.',
  },
  getTx: {
    ...chainMethods.getTx,
    summary: 'An accepted P-chain transaction by id.',
  },
  getTxStatus: {
    ...chainMethods.getTxStatus,
    summary: 'Committed / Processing / Dropped (with reason) / Unknown.',
  },
  getStake: {
    cache: 'live',
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
  },
  getMinStake: {
    cache: 'static',
    params: optionalSubnet,
    result: z.object({ minValidatorStake: u64, minDelegatorStake: u64 }),
    summary: 'Minimum validator and delegator stake of a subnet.',
  },
  getMaxStakeAmount: {
    cache: 'live',
    params: z.object({ subnetID: cb58Id.optional(), nodeID, startTime: u64Param, endTime: u64Param }),
    result: z.object({ amount: u64 }),
    deprecated: { since: 'v1.10.0', note: 'use getCurrentValidators with nodeIDs' },
    summary: 'Maximum amount staked on a validator during a time range.',
  },
  getTotalStake: {
    cache: 'live',
    pollMs: 15_000,
    params: optionalSubnet,
    result: z.object({ stake: u64.optional(), weight: u64 }),
    summary: 'Total stake and weight of a subnet.',
  },
  getRewardUTXOs: {
    cache: 'immutable',
    settled: someFetched,
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
  },
  getTimestamp: {
    cache: 'live',
    params: noParams,
    result: platformTimestamp,
    summary: 'Current P-chain time.',
  },
  getValidatorsAt: {
    cache: 'immutable',
    atHeight: pChainHeightParam,
    params: z.object({ height: heightOrProposed, subnetID: cb58Id.optional() }),
    result: z.object({ validators: z.record(z.string(), validatorWeightAt) }),
    summary: 'Validator weights (and BLS keys on newer nodes) at a P-chain height.',
    example: { height: 'proposed' },
  },
  getAllValidatorsAt: {
    cache: 'immutable',
    atHeight: pChainHeightParam,
    params: z.object({ height: heightOrProposed }),
    // Each subnet's canonical (warp) set: validators with a BLS key, grouped by key; totalWeight counts
    // those without a key too (snow/validators WarpSet).
    result: z.object({ validatorSets: z.record(z.string(), warpValidatorSet) }),
    summary: 'Validator sets of every subnet at a P-chain height.',
    example: { height: 'proposed' },
  },
  getBlock: {
    ...chainMethods.getBlock,
    summary: 'An accepted P-chain block by id.',
  },
  getBlockByHeight: {
    ...chainMethods.getBlockByHeight,
    summary: 'An accepted P-chain block by height.',
  },
  getFeeConfig: {
    cache: 'static',
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
  },
  getFeeState: {
    cache: 'live',
    pollMs: 10_000,
    params: noParams,
    result: z.object({ capacity: plainUint, excess: plainUint, price: plainUint, timestamp: rfc3339 }),
    summary: 'Current dynamic fee state: capacity, excess, gas price.',
  },
  getValidatorFeeConfig: {
    cache: 'static',
    params: noParams,
    result: z.object({
      capacity: plainUint,
      target: plainUint,
      minPrice: plainUint,
      excessConversionConstant: plainUint,
    }),
    summary: 'L1 validator continuous-fee parameters (ACP-77).',
  },
  getValidatorFeeState: {
    cache: 'live',
    pollMs: 10_000,
    params: noParams,
    // GetValidatorFeeStateReply: the excess, the price it gives and the chain time they hold at.
    result: z.object({ excess: plainUint, price: plainUint, timestamp: rfc3339 }),
    summary: 'Current L1 validator fee excess, price per second and chain time.',
  },
  listAddresses: {
    cache: 'never',
    params: z.object(userPass),
    result: z.object({ addresses: z.array(z.string()) }),
    ...keystoreRemoval,
    summary: 'Addresses controlled by a keystore user.',
  },
  exportKey: {
    cache: 'never',
    params: z.object({ ...userPass, address: z.string() }),
    result: z.object({ privateKey: z.string() }),
    ...keystoreRemoval,
    summary: 'Private key of an address held by a keystore user.',
  },
});
