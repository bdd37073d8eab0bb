import type { UndecodedView } from './undecoded';

// Display models: what an explorer page shows of a decoded tx, block or UTXO. Codec objects hold
// raw bytes; these hold the strings a person reads (cb58 ids, chain addresses) and exact bigints.

export type ChainAlias = 'X' | 'P' | 'C';

/** Untrusted bytes from the chain (memo, payload): hex always, text only when it is printable UTF-8. */
export interface BytesView {
  hex: string;
  text: string | null;
  length: number;
}

export interface OwnersView {
  addresses: string[];
  threshold: number;
  /** Unix seconds; 0n = no lock. */
  locktime: bigint;
}

export interface OutputView {
  /** Position in the tx's UTXO numbering (the `outputIndex` a later input names), when it becomes a UTXO. */
  outputIndex: number | null;
  assetID: string;
  /** Codec type, e.g. `secp256k1fx.TransferOutput`. */
  kind: string;
  /** Fungible amount in the asset's smallest unit, when the output carries one. */
  amount: bigint | null;
  owners: OwnersView;
  groupID?: number;
  payload?: BytesView;
  /** `stakeable.LockOut`: locked for staking until this Unix time. */
  stakeableLocktime?: bigint;
}

export interface InputView {
  /** The UTXO it spends: the producing tx and output index. */
  txID: string;
  outputIndex: number;
  assetID: string;
  kind: string;
  amount: bigint;
  sigIndices: number[];
  stakeableLocktime?: bigint;
}

export interface CredentialView {
  kind: string;
  signatures: string[];
}

/** A typed field of a tx-specific section, rendered by kind (links, amounts, times). */
export type FieldValue =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: bigint | number }
  | { kind: 'amount'; value: bigint; assetID: string }
  | { kind: 'time'; unixSeconds: bigint }
  | { kind: 'duration'; seconds: bigint }
  | { kind: 'percent'; value: number }
  | { kind: 'tx'; chain: ChainAlias; id: string }
  | { kind: 'node'; nodeID: string }
  | { kind: 'subnet'; id: string }
  | { kind: 'blockchain'; id: string }
  | { kind: 'chain'; id: string; alias: ChainAlias | null }
  | { kind: 'id'; value: string }
  | { kind: 'hex'; value: string }
  | { kind: 'owners'; owners: OwnersView }
  | { kind: 'bytes'; value: BytesView };

export interface Field {
  label: string;
  value: FieldValue;
}

export interface OperationView {
  assetID: string;
  kind: string;
  /** UTXOs the operation consumes. */
  utxos: { txID: string; outputIndex: number }[];
  sigIndices: number[];
  outputs: OutputView[];
  payload?: BytesView;
  groupID?: number;
}

export interface TxView {
  id: string;
  chain: 'X' | 'P';
  type: string;
  networkID: number | null;
  blockchainID: string | null;
  memo: BytesView | null;
  inputs: InputView[];
  outputs: OutputView[];
  /** ImportTx: inputs spending atomic UTXOs from `sourceChain`. */
  importedInputs: InputView[];
  /** ExportTx: outputs sent to `destinationChain`'s shared memory. */
  exportedOutputs: OutputView[];
  /** Locked stake of staking txs (returned at the end of the staking period). */
  stakeOutputs: OutputView[];
  operations: OperationView[];
  /** Type-specific fields (validator, subnet, chain, asset...). */
  fields: Field[];
  credentials: CredentialView[];
  /** CreateAssetTx: its asset (id = tx id) with the initial state outputs. */
  createdAsset?: { name: string; symbol: string; denomination: number; initialOutputs: OutputView[] };
  /** Atomic partner chain of an ImportTx/ExportTx. */
  sourceChain?: { id: string; alias: ChainAlias | null };
  destinationChain?: { id: string; alias: ChainAlias | null };
  /** Every asset id mentioned, to resolve names and denominations once. */
  assetIDs: string[];
  /** Sum burned per asset (inputs − outputs, fungible), the fee on a real network. */
  burned: Record<string, bigint>;
}

export interface BlockView {
  chain: 'X' | 'P';
  id: string;
  type: string;
  parentID: string;
  height: bigint;
  /** Unix seconds; absent for Apricot P-chain blocks, which carry no time. */
  time: bigint | null;
  txs: TxView[];
  /** The txs from the first one the codec could not read: the txs before it are in `txs`. */
  undecoded: UndecodedView | null;
  /** Bytes of a proposervm wrapper the node indexed it in, when there was one. */
  proposer?: { id: string; pChainHeight: bigint; timestamp: bigint };
}

export interface UtxoView {
  txID: string;
  outputIndex: number;
  /** `txID:outputIndex`-style cb58 UTXO id as the node writes it. */
  utxoID: string;
  output: OutputView;
}

/** What decoding needs to know of the network: HRP for addresses, chain ids for names. */
export interface DecodeContext {
  hrp: string;
  /** cb58 chain id → alias, for import/export partners. */
  chainAliases: Record<string, ChainAlias>;
}
