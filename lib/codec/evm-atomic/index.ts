// The C-chain's atomic txs (coreth's `avax` side): codec, fees, signing, block extra data.
export type { AtomicTx, AtomicUnsignedTx, EVMInput, EVMOutput } from './types';
export {
  ATOMIC_TYPES,
  ATOMIC_IMPORT_TX_TYPE_ID,
  ATOMIC_EXPORT_TX_TYPE_ID,
  encodeAtomicTx,
  decodeAtomicTx,
  encodeAtomicUnsignedTx,
  atomicUnsignedBytesOf,
  atomicTxID,
  atomicTxIDBytes,
  atomicUtxoOf,
  encodeAtomicUtxo,
  decodeAtomicUtxo,
} from './codec';
export { decodeBlockExtraData, encodeBlockExtraData } from './block-extra';
export {
  atomicTxGasUsed,
  atomicTxFee,
  atomicTxFeeForGas,
  atomicTxBurned,
  ATOMIC_COST_PER_SIGNATURE,
  ATOMIC_TX_INTRINSIC_GAS,
  X2C_RATE,
} from './fee';
export { signAtomicTx } from './sign';
export { compareEvmOutputs, compareEvmInputs, atomicCanonicalOrderError } from './canonical';
