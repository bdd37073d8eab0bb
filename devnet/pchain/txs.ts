// The P-chain's own view of a decoded signed tx: what verification and execution need, independent of
// how lib/codec/pvm names its fields (codec-adapter.ts maps between the two).
import type { Owners } from './utxo';

export interface POutput {
  assetID: Uint8Array;
  amount: bigint;
  owners: Owners;
  /** stakeable.LockOut locktime, 0 for a plain TransferOutput. */
  stakeLocktime: bigint;
}

export interface PInput {
  txID: Uint8Array;
  outputIndex: number;
  assetID: Uint8Array;
  amount: bigint;
  sigIndices: number[];
  /** stakeable.LockIn locktime, 0 for a plain TransferInput. */
  stakeLocktime: bigint;
}

export interface PBase {
  networkID: number;
  blockchainID: Uint8Array;
  outs: POutput[];
  ins: PInput[];
  memo: Uint8Array;
}

export interface PValidator {
  nodeID: Uint8Array;
  start: bigint;
  end: bigint;
  weight: bigint;
}

export interface PSigner {
  publicKey: Uint8Array;
  proofOfPossession: Uint8Array;
}

export interface PL1Validator {
  nodeID: Uint8Array;
  weight: bigint;
  balance: bigint;
  signer: PSigner;
  remainingBalanceOwner: Owners;
  deactivationOwner: Owners;
}

export type PUnsigned =
  | { kind: 'BaseTx'; base: PBase }
  | { kind: 'ImportTx'; base: PBase; sourceChain: Uint8Array; importedIns: PInput[] }
  | { kind: 'ExportTx'; base: PBase; destinationChain: Uint8Array; exportedOuts: POutput[] }
  | { kind: 'CreateSubnetTx'; base: PBase; owner: Owners }
  | {
      kind: 'CreateChainTx';
      base: PBase;
      subnetID: Uint8Array;
      chainName: string;
      vmID: Uint8Array;
      fxIDs: Uint8Array[];
      genesisData: Uint8Array;
      subnetAuth: number[];
    }
  | { kind: 'AddSubnetValidatorTx'; base: PBase; validator: PValidator; subnetID: Uint8Array; subnetAuth: number[] }
  | {
      kind: 'AddPermissionlessValidatorTx';
      base: PBase;
      validator: PValidator;
      subnetID: Uint8Array;
      signer?: PSigner;
      stakeOuts: POutput[];
      validatorRewardsOwner: Owners;
      delegatorRewardsOwner: Owners;
      delegationShares: number;
    }
  | {
      kind: 'AddPermissionlessDelegatorTx';
      base: PBase;
      validator: PValidator;
      subnetID: Uint8Array;
      stakeOuts: POutput[];
      delegationRewardsOwner: Owners;
    }
  | { kind: 'RewardValidatorTx'; txID: Uint8Array }
  | {
      kind: 'ConvertSubnetToL1Tx';
      base: PBase;
      subnetID: Uint8Array;
      chainID: Uint8Array;
      address: Uint8Array;
      validators: PL1Validator[];
      subnetAuth: number[];
    };

export type PTxKind = PUnsigned['kind'];

/** A decoded signed tx with the bytes verification needs. */
export interface PSignedTx {
  unsigned: PUnsigned;
  /** One list of 65-byte signatures per credential, in order. */
  creds: Uint8Array[][];
  unsignedBytes: Uint8Array;
  bytes: Uint8Array;
  id: Uint8Array;
}

export function baseOf(tx: PUnsigned): PBase | undefined {
  return tx.kind === 'RewardValidatorTx' ? undefined : tx.base;
}
