import type { BaseTxFields, Credential, OutputOwners, TransferableInput, TransferableOutput } from '../avax';
import { TypeIdTable } from '../avax';

export interface Validator {
  nodeID: Uint8Array;
  start: bigint;
  end: bigint;
  weight: bigint;
}

/** secp256k1fx.Input used as a subnet / disable authorization. */
export interface SubnetAuth {
  sigIndices: number[];
}

export type Signer = { kind: 'empty' } | { kind: 'pop'; publicKey: Uint8Array; proofOfPossession: Uint8Array };

/** warp message.PChainOwner (no locktime). */
export interface PChainOwner {
  threshold: number;
  addrs: Uint8Array[];
}

export interface ConvertSubnetToL1Validator {
  /** Variable-length node ID bytes (20 for primary-network style IDs). */
  nodeID: Uint8Array;
  weight: bigint;
  balance: bigint;
  signer: { publicKey: Uint8Array; proofOfPossession: Uint8Array };
  remainingBalanceOwner: PChainOwner;
  deactivationOwner: PChainOwner;
}

interface TransformSubnetParams {
  assetID: Uint8Array;
  initialSupply: bigint;
  maximumSupply: bigint;
  minConsumptionRate: bigint;
  maxConsumptionRate: bigint;
  minValidatorStake: bigint;
  maxValidatorStake: bigint;
  minStakeDuration: number;
  maxStakeDuration: number;
  minDelegationFee: number;
  minDelegatorStake: bigint;
  maxValidatorWeightFactor: number;
  uptimeRequirement: number;
}

export type PvmUnsignedTx =
  | { kind: 'BaseTx'; base: BaseTxFields }
  | { kind: 'ImportTx'; base: BaseTxFields; sourceChain: Uint8Array; importedInputs: TransferableInput[] }
  | { kind: 'ExportTx'; base: BaseTxFields; destinationChain: Uint8Array; exportedOutputs: TransferableOutput[] }
  | { kind: 'CreateSubnetTx'; base: BaseTxFields; owner: OutputOwners }
  | {
      kind: 'CreateChainTx';
      base: BaseTxFields;
      subnetID: Uint8Array;
      chainName: string;
      vmID: Uint8Array;
      fxIDs: Uint8Array[];
      genesisData: Uint8Array;
      subnetAuth: SubnetAuth;
    }
  | {
      kind: 'AddSubnetValidatorTx';
      base: BaseTxFields;
      validator: Validator;
      subnetID: Uint8Array;
      subnetAuth: SubnetAuth;
    }
  | {
      kind: 'AddPermissionlessValidatorTx';
      base: BaseTxFields;
      validator: Validator;
      subnetID: Uint8Array;
      signer: Signer;
      stakeOuts: TransferableOutput[];
      validatorRewardsOwner: OutputOwners;
      delegatorRewardsOwner: OutputOwners;
      delegationShares: number;
    }
  | {
      kind: 'AddPermissionlessDelegatorTx';
      base: BaseTxFields;
      validator: Validator;
      subnetID: Uint8Array;
      stakeOuts: TransferableOutput[];
      delegationRewardsOwner: OutputOwners;
    }
  | { kind: 'RewardValidatorTx'; txID: Uint8Array }
  | {
      kind: 'ConvertSubnetToL1Tx';
      base: BaseTxFields;
      subnetID: Uint8Array;
      chainID: Uint8Array;
      address: Uint8Array;
      validators: ConvertSubnetToL1Validator[];
      subnetAuth: SubnetAuth;
    }
  // Legacy (pre-Banff / pre-Durango) and L1 types.
  | {
      kind: 'AddValidatorTx';
      base: BaseTxFields;
      validator: Validator;
      stakeOuts: TransferableOutput[];
      rewardsOwner: OutputOwners;
      delegationShares: number;
    }
  | {
      kind: 'AddDelegatorTx';
      base: BaseTxFields;
      validator: Validator;
      stakeOuts: TransferableOutput[];
      rewardsOwner: OutputOwners;
    }
  | { kind: 'AdvanceTimeTx'; time: bigint }
  | {
      kind: 'RemoveSubnetValidatorTx';
      base: BaseTxFields;
      nodeID: Uint8Array;
      subnetID: Uint8Array;
      subnetAuth: SubnetAuth;
    }
  | ({
      kind: 'TransformSubnetTx';
      base: BaseTxFields;
      subnetID: Uint8Array;
      subnetAuth: SubnetAuth;
    } & TransformSubnetParams)
  | {
      kind: 'TransferSubnetOwnershipTx';
      base: BaseTxFields;
      subnetID: Uint8Array;
      subnetAuth: SubnetAuth;
      owner: OutputOwners;
    }
  | {
      kind: 'RegisterL1ValidatorTx';
      base: BaseTxFields;
      balance: bigint;
      proofOfPossession: Uint8Array;
      message: Uint8Array;
    }
  | { kind: 'SetL1ValidatorWeightTx'; base: BaseTxFields; message: Uint8Array }
  | { kind: 'IncreaseL1ValidatorBalanceTx'; base: BaseTxFields; validationID: Uint8Array; balance: bigint }
  | { kind: 'DisableL1ValidatorTx'; base: BaseTxFields; validationID: Uint8Array; disableAuth: SubnetAuth }
  // Helicon (ACP-236): a primary network validator whose stake renews itself every `period` seconds,
  // from the chain time it is accepted at, until its authority sets the next period to 0.
  | {
      kind: 'AddAutoRenewedValidatorTx';
      base: BaseTxFields;
      /** Variable-length node id bytes (types.JSONByteSlice); 20 for a valid NodeID. */
      nodeID: Uint8Array;
      signer: Signer;
      stakeOuts: TransferableOutput[];
      validatorRewardsOwner: OutputOwners;
      delegatorRewardsOwner: OutputOwners;
      /** Who may change the validator's config (SetAutoRenewedValidatorConfigTx). */
      validatorAuthority: OutputOwners;
      delegationShares: number;
      /** Share of each cycle's rewards restaked, in millionths. */
      autoCompoundRewardShares: number;
      /** Cycle length in seconds. */
      period: bigint;
    }
  | {
      kind: 'SetAutoRenewedValidatorConfigTx';
      base: BaseTxFields;
      /** The AddAutoRenewedValidatorTx of the validator. */
      txID: Uint8Array;
      auth: SubnetAuth;
      autoCompoundRewardShares: number;
      /** The next cycle's length; 0 stops the validator at the end of the current cycle. */
      period: bigint;
    }
  /** Ends an auto-renewed validator's cycle that ends at `timestamp`: renews it or lets it go. */
  | { kind: 'RewardAutoRenewedValidatorTx'; txID: Uint8Array; timestamp: bigint };

export type PvmTxKind = PvmUnsignedTx['kind'];

export interface PvmTx {
  unsigned: PvmUnsignedTx;
  credentials: Credential[];
}

export type PvmBlock =
  | { kind: 'BanffStandardBlock'; time: bigint; parentID: Uint8Array; height: bigint; txs: PvmTx[] }
  | { kind: 'BanffProposalBlock'; time: bigint; txs: PvmTx[]; parentID: Uint8Array; height: bigint; tx: PvmTx }
  | { kind: 'BanffCommitBlock' | 'BanffAbortBlock'; time: bigint; parentID: Uint8Array; height: bigint }
  | { kind: 'ApricotProposalBlock' | 'ApricotAtomicBlock'; parentID: Uint8Array; height: bigint; tx: PvmTx }
  | { kind: 'ApricotStandardBlock'; parentID: Uint8Array; height: bigint; txs: PvmTx[] }
  | { kind: 'ApricotCommitBlock' | 'ApricotAbortBlock'; parentID: Uint8Array; height: bigint };

// vms/platformvm/txs/codec.go and block/codec.go.
export const PVM_TYPE_IDS = {
  ApricotProposalBlock: 0,
  ApricotAbortBlock: 1,
  ApricotCommitBlock: 2,
  ApricotStandardBlock: 3,
  ApricotAtomicBlock: 4,
  'secp256k1fx.TransferInput': 5,
  'secp256k1fx.TransferOutput': 7,
  'secp256k1fx.Credential': 9,
  'secp256k1fx.Input': 10,
  'secp256k1fx.OutputOwners': 11,
  AddValidatorTx: 12,
  AddSubnetValidatorTx: 13,
  AddDelegatorTx: 14,
  CreateChainTx: 15,
  CreateSubnetTx: 16,
  ImportTx: 17,
  ExportTx: 18,
  AdvanceTimeTx: 19,
  RewardValidatorTx: 20,
  'stakeable.LockIn': 21,
  'stakeable.LockOut': 22,
  RemoveSubnetValidatorTx: 23,
  TransformSubnetTx: 24,
  AddPermissionlessValidatorTx: 25,
  AddPermissionlessDelegatorTx: 26,
  'signer.Empty': 27,
  'signer.ProofOfPossession': 28,
  BanffProposalBlock: 29,
  BanffAbortBlock: 30,
  BanffCommitBlock: 31,
  BanffStandardBlock: 32,
  TransferSubnetOwnershipTx: 33,
  BaseTx: 34,
  ConvertSubnetToL1Tx: 35,
  RegisterL1ValidatorTx: 36,
  SetL1ValidatorWeightTx: 37,
  IncreaseL1ValidatorBalanceTx: 38,
  DisableL1ValidatorTx: 39,
  AddAutoRenewedValidatorTx: 40,
  SetAutoRenewedValidatorConfigTx: 41,
  RewardAutoRenewedValidatorTx: 42,
} as const;

export const PVM_TYPES = new TypeIdTable(PVM_TYPE_IDS);
