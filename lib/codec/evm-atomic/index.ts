// The C-chain's atomic txs (coreth's `avax` side): codec, fees, signing, block extra data.
export type { AtomicTx, AtomicUnsignedTx } from './types';
export {
  encodeAtomicTx,
  decodeAtomicTx,
  encodeAtomicUnsignedTx,
  atomicUnsignedBytesOf,
  atomicTxID,
  atomicUtxoOf,
  encodeAtomicUtxo,
  decodeAtomicUtxo,
} from './codec';
export { decodeBlockExtraData, encodeBlockExtraData } from './block-extra';
export { splitBlockExtraData, splitBlockExtraDataHex, type ExtraDataSplit } from './block-extra-split';
export { atomicTxGasUsed, atomicTxFee, atomicTxBurned, X2C_RATE } from './fee';
export { signAtomicTx } from './sign';
export { atomicCanonicalOrderError } from './canonical';
