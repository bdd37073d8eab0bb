// Avalanche's codec, our own: what the rest of Snowline imports from it, by name. A module's other
// exports are imported from the module itself.
export { CodecError } from './errors';
export { cb58Decode, cb58Encode } from './cb58';
export { EMPTY_ID, idFromString, idToString, nodeIdFromString, nodeIdToString } from './ids';
export { formatBytes, parseBytes } from './encoding';
export { formatAddress, formatBech32, hrpForNetworkId, parseAddress } from './address';
export { CodecWriter } from './writer';
export { CodecReader } from './reader';
export {
  amountOfInput,
  amountOfOutput,
  secpInputSpending,
  sigIndicesOfInput,
  utxoIdToString,
  type BaseTxFields,
  type Output,
  type OutputOwners,
  type TransferableInput,
  type TransferableOutput,
  type Utxo,
} from './avax';
export { reasonOf, typeIdAt, undecodedTxId, withVersion, type UndecodedTxs } from './undecoded';
export {
  avmBlockId,
  avmOperationOutputs,
  avmTxId,
  decodeAvmTx,
  decodeAvmUtxo,
  encodeAvmBlock,
  encodeAvmTx,
  encodeAvmUtxo,
  splitAvmBlock,
  type AvmTx,
  type AvmUnsignedTx,
  type Operation,
} from './avm/index';
export {
  decodePvmTx,
  decodePvmUtxo,
  encodePvmBlock,
  encodePvmTx,
  pvmTxId,
  signPvmTx,
  sortPvmTransferableOutputs,
  splitPvmBlock,
  type PChainOwner,
  type PvmBlock,
  type PvmTx,
  type PvmUnsignedTx,
  type Validator,
} from './pvm/index';
