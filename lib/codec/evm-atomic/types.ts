// The C-chain's atomic txs (coreth plugin/evm/atomic): ImportTx moves UTXOs exported from X or P into
// EVM balances, ExportTx moves EVM balances out as UTXOs for X or P.
import type { Credential, TransferableInput, TransferableOutput } from '../avax';

/** An EVM balance credited by an ImportTx. `amount` is in the asset's own unit (nAVAX for AVAX). */
export interface EVMOutput {
  address: Uint8Array /* 20 */;
  amount: bigint;
  assetID: Uint8Array;
}

/** An EVM balance debited by an ExportTx; `nonce` must be the account's nonce when it is accepted. */
export interface EVMInput {
  address: Uint8Array /* 20 */;
  amount: bigint;
  assetID: Uint8Array;
  nonce: bigint;
}

export type AtomicUnsignedTx =
  | {
      kind: 'ImportTx';
      networkID: number;
      blockchainID: Uint8Array;
      sourceChain: Uint8Array;
      importedInputs: TransferableInput[];
      outs: EVMOutput[];
    }
  | {
      kind: 'ExportTx';
      networkID: number;
      blockchainID: Uint8Array;
      destinationChain: Uint8Array;
      ins: EVMInput[];
      exportedOutputs: TransferableOutput[];
    };

export interface AtomicTx {
  unsigned: AtomicUnsignedTx;
  credentials: Credential[];
}
