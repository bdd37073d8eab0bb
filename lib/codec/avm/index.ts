// The X-chain (AVM) codec, by name: what the rest of Snowline imports from it. A module's other
// exports are imported from the module itself.
export type { AvmTx, AvmUnsignedTx, Operation } from './types';
export {
  avmTxId,
  avmUnsignedBytesOf,
  decodeAvmTx,
  decodeAvmUnsignedTx,
  decodeAvmUtxo,
  encodeAvmTx,
  encodeAvmUnsignedTx,
  encodeAvmUtxo,
} from './tx';
export { avmBlockId, decodeAvmBlock, encodeAvmBlock } from './block';
export { splitAvmBlock } from './block-split';
export { signAvmTx } from './sign';
export { avmBlockToJson, avmTxToJson } from './json';
export { avmCanonicalOrderError, sortAvmOperationsWithSigners, sortAvmTransferableOutputs } from './canonical';
export { avmOperationOutputs } from './operation-outputs';
