// The P-chain (PVM) codec, by name: what the rest of Snowline imports from it. A module's other
// exports are imported from the module itself.
export {
  PVM_TYPES,
  type PChainOwner,
  type PvmBlock,
  type PvmTx,
  type PvmTxKind,
  type PvmUnsignedTx,
  type Signer,
  type Validator,
} from './types';
export {
  decodePvmTx,
  decodePvmUnsignedTx,
  decodePvmUtxo,
  encodePvmTx,
  encodePvmUnsignedTx,
  encodePvmUtxo,
  pvmTxId,
  pvmUnsignedBytesOf,
} from './tx';
export { decodePvmBlock, encodePvmBlock, pvmBlockId, pvmBlockTxs } from './block';
export { splitPvmBlock } from './block-split';
export { pvmCredentialCount, signPvmTx } from './sign';
export { pvmBlockToJson, pvmTxToJson } from './json';
export { pvmCanonicalOrderError, sortPvmTransferableOutputs } from './canonical';
