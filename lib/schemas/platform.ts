// P-chain record types, accepting both the documented and the real node's shapes
// (facts §2, §10, §11) and normalizing them to one output shape.
import { z } from 'zod';
import { cb58Id, float4, hexBytes, nodeID, outputOwners, rfc3339, u32, u64, utxoID } from './common';

/** BLS signer of a validator: `{publicKey, proofOfPossession}` (the docs misspell it `proofOfPosession`). */
const blsSigner = z
  .object({
    publicKey: hexBytes,
    proofOfPossession: hexBytes.optional(),
    proofOfPosession: hexBytes.optional(),
  })
  .transform(({ publicKey, proofOfPossession, proofOfPosession }) => ({
    publicKey,
    proofOfPossession: proofOfPossession ?? proofOfPosession,
  }));

/** What every staker record of platform.get*Validators carries (`stakeAmount` on older nodes, `weight` on newer). */
const stakerFields = {
  txID: cb58Id,
  startTime: u64,
  endTime: u64,
  stakeAmount: u64.optional(),
  weight: u64.optional(),
  nodeID,
};

const currentDelegator = z.object({
  ...stakerFields,
  rewardOwner: outputOwners.optional(),
  potentialReward: u64.optional(),
});

/**
 * A current validator. Primary-network and PoS subnet validators carry staking fields; permissioned
 * subnet validators only weight; L1 (ACP-77) validators carry validationID/balance instead of txID.
 * `weight` is always present in the output (falls back to stakeAmount on nodes that omit it).
 */
export const currentValidator = z
  .object({
    txID: cb58Id.optional(),
    validationID: cb58Id.optional(),
    nodeID,
    startTime: u64,
    endTime: u64.optional(),
    stakeAmount: u64.optional(),
    weight: u64.optional(),
    validationRewardOwner: outputOwners.optional(),
    delegationRewardOwner: outputOwners.optional(),
    rewardOwner: outputOwners.optional(),
    potentialReward: u64.optional(),
    accruedDelegateeReward: u64.optional(),
    delegationFee: float4.optional(),
    uptime: float4.optional(),
    connected: z.boolean().optional(),
    signer: blsSigner.optional(),
    delegatorCount: u64.optional(),
    delegatorWeight: u64.optional(),
    delegators: z.array(currentDelegator).nullish(),
    // Auto-renewed validator fields (Helicon, ACP-236): who may change its config, the length of its
    // next cycle (0: it leaves when this one ends) and the millionths of its rewards restaked.
    validatorAuthority: outputOwners.optional(),
    nextPeriod: u64.optional(),
    autoCompoundRewardShares: u32.optional(),
    // L1 validator fields (ACP-77).
    publicKey: hexBytes.optional(),
    remainingBalanceOwner: outputOwners.optional(),
    deactivationOwner: outputOwners.optional(),
    minNonce: u64.optional(),
    balance: u64.optional(),
  })
  .refine((v) => v.weight !== undefined || v.stakeAmount !== undefined, {
    message: 'expected weight or stakeAmount',
    path: ['weight'],
  })
  .transform((v) => ({ ...v, weight: v.weight ?? v.stakeAmount ?? 0n, delegators: v.delegators ?? undefined }));

export const pendingValidator = z
  .object({
    ...stakerFields,
    delegationFee: float4.optional(),
    connected: z.boolean().optional(),
    signer: blsSigner.optional(),
  })
  .transform((v) => ({ ...v, weight: v.weight ?? v.stakeAmount ?? 0n }));

export const pendingDelegator = z.object(stakerFields);

/** A weight in getValidatorsAt: a plain string on older nodes, `{publicKey, weight}` on newer ones. */
export const validatorWeightAt = z.union([
  u64.transform((weight) => ({ weight, publicKey: undefined as string | undefined })),
  z.object({ weight: u64, publicKey: hexBytes.nullish() }).transform((v) => ({
    weight: v.weight,
    publicKey: v.publicKey ?? undefined,
  })),
]);

export const blockchainRecord = z.object({
  id: cb58Id,
  name: z.string(),
  subnetID: cb58Id,
  vmID: cb58Id,
});

export const subnetRecord = z.object({
  id: cb58Id,
  controlKeys: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  threshold: u32,
});

export const subnetDetails = z.object({
  isPermissioned: z.boolean(),
  controlKeys: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  threshold: u32,
  locktime: u64,
  subnetTransformationTxID: cb58Id,
  // Set once the subnet converted to an L1 (ACP-77).
  conversionID: cb58Id.optional(),
  managerChainID: cb58Id.optional(),
  managerAddress: hexBytes.nullish(),
});

/** Map assetID → amount. */
export const amountsByAsset = z.record(z.string(), u64);

/**
 * platform.getBalance: newer nodes send per-asset maps, older docs show AVAX scalars; both are
 * kept, with missing maps as {} and missing scalars summed from the maps.
 */
export const platformBalance = z
  .object({
    balance: u64.optional(),
    unlocked: u64.optional(),
    lockedStakeable: u64.optional(),
    lockedNotStakeable: u64.optional(),
    balances: amountsByAsset.optional(),
    unlockeds: amountsByAsset.optional(),
    lockedStakeables: amountsByAsset.optional(),
    lockedNotStakeables: amountsByAsset.optional(),
    utxoIDs: z.array(utxoID).nullish(),
  })
  .transform((v) => {
    const sum = (m: Record<string, bigint> | undefined) => Object.values(m ?? {}).reduce((a, b) => a + b, 0n);
    return {
      balance: v.balance ?? sum(v.balances),
      unlocked: v.unlocked ?? sum(v.unlockeds),
      lockedStakeable: v.lockedStakeable ?? sum(v.lockedStakeables),
      lockedNotStakeable: v.lockedNotStakeable ?? sum(v.lockedNotStakeables),
      balances: v.balances ?? {},
      unlockeds: v.unlockeds ?? {},
      lockedStakeables: v.lockedStakeables ?? {},
      lockedNotStakeables: v.lockedNotStakeables ?? {},
      utxoIDs: v.utxoIDs ?? [],
    };
  });

/** getTimestamp: the docs' signature names the member `time`, the node writes `timestamp`. */
export const platformTimestamp = z
  .object({ timestamp: rfc3339.optional(), time: rfc3339.optional() })
  .refine((v) => v.timestamp !== undefined || v.time !== undefined, {
    message: 'required',
    path: ['timestamp'],
  })
  .transform((v) => ({ timestamp: (v.timestamp ?? v.time) as string }));

export const l1Validator = z.object({
  subnetID: cb58Id,
  nodeID,
  publicKey: hexBytes,
  remainingBalanceOwner: outputOwners,
  deactivationOwner: outputOwners,
  startTime: u64,
  weight: u64,
  minNonce: u64,
  balance: u64,
  height: u64.optional(),
});

export type CurrentValidator = z.output<typeof currentValidator>;
