import type {
  BaseTxFields,
  Credential,
  Output,
  OutputOwners,
  TransferableInput,
  TransferableOutput,
  UtxoID,
} from '../avax';
import { TypeIdTable } from '../avax';

export type Operation =
  | {
      kind: 'secp256k1fx.MintOperation';
      sigIndices: number[];
      mintOutput: OutputOwners;
      transferOutput: { amount: bigint; owners: OutputOwners };
    }
  | { kind: 'nftfx.MintOperation'; sigIndices: number[]; groupID: number; payload: Uint8Array; outputs: OutputOwners[] }
  | {
      kind: 'nftfx.TransferOperation';
      sigIndices: number[];
      output: { groupID: number; payload: Uint8Array; owners: OutputOwners };
    }
  | { kind: 'propertyfx.MintOperation'; sigIndices: number[]; mintOutput: OutputOwners; ownedOutput: OutputOwners }
  | { kind: 'propertyfx.BurnOperation'; sigIndices: number[] };

export interface AvmOperation {
  assetID: Uint8Array;
  utxoIDs: UtxoID[];
  op: Operation;
}

export interface InitialState {
  fxIndex: number;
  outputs: Output[];
}

export type AvmUnsignedTx =
  | { kind: 'BaseTx'; base: BaseTxFields }
  | {
      kind: 'CreateAssetTx';
      base: BaseTxFields;
      name: string;
      symbol: string;
      denomination: number;
      initialStates: InitialState[];
    }
  | { kind: 'OperationTx'; base: BaseTxFields; ops: AvmOperation[] }
  | { kind: 'ImportTx'; base: BaseTxFields; sourceChain: Uint8Array; importedInputs: TransferableInput[] }
  | { kind: 'ExportTx'; base: BaseTxFields; destinationChain: Uint8Array; exportedOutputs: TransferableOutput[] };

export interface AvmTx {
  unsigned: AvmUnsignedTx;
  credentials: Credential[];
}

export interface AvmStandardBlock {
  parentID: Uint8Array;
  height: bigint;
  time: bigint;
  merkleRoot: Uint8Array;
  txs: AvmTx[];
}

// vms/avm/txs/parser.go + each fx's Initialize, in the X-chain's fx order (secp, nft, property).
export const AVM_TYPE_IDS = {
  BaseTx: 0,
  CreateAssetTx: 1,
  OperationTx: 2,
  ImportTx: 3,
  ExportTx: 4,
  'secp256k1fx.TransferInput': 5,
  'secp256k1fx.MintOutput': 6,
  'secp256k1fx.TransferOutput': 7,
  'secp256k1fx.MintOperation': 8,
  'secp256k1fx.Credential': 9,
  'nftfx.MintOutput': 10,
  'nftfx.TransferOutput': 11,
  'nftfx.MintOperation': 12,
  'nftfx.TransferOperation': 13,
  'nftfx.Credential': 14,
  'propertyfx.MintOutput': 15,
  'propertyfx.OwnedOutput': 16,
  'propertyfx.MintOperation': 17,
  'propertyfx.BurnOperation': 18,
  'propertyfx.Credential': 19,
  StandardBlock: 20,
} as const;

export const AVM_TYPES = new TypeIdTable(AVM_TYPE_IDS);
