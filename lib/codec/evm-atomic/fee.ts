// Gas and fee of an atomic tx after Apricot Phase 5 (coreth atomic tx.go, import_tx.go, export_tx.go):
// one gas per unsigned byte, 1,000 per signature, plus a fixed 10,000; the fee in nAVAX is
// gas × base fee (wei) / 1e9, rounded up.
import { amountOfInput, sigIndicesOfInput } from '../avax';
import { CodecError } from '../errors';
import { bytesEqual } from '../ids';
import { encodeAtomicUnsignedTx } from './codec';
import type { AtomicTx, AtomicUnsignedTx } from './types';

const ATOMIC_TX_BYTES_GAS = 1n;
/** secp256k1fx.CostPerSignature. */
const ATOMIC_COST_PER_SIGNATURE = 1_000n;
/** ap5.AtomicTxIntrinsicGas. */
const ATOMIC_TX_INTRINSIC_GAS = 10_000n;
/** 1 nAVAX = 1e9 wei: X/P amounts are 9 decimals, C balances 18. */
export const X2C_RATE = 1_000_000_000n;
const MAX_U64 = (1n << 64n) - 1n;

function signatureCount(u: AtomicUnsignedTx): bigint {
  if (u.kind === 'ExportTx') return BigInt(u.ins.length);
  return u.importedInputs.reduce((n, i) => n + BigInt(sigIndicesOfInput(i.input).length), 0n);
}

/** GasUsed(fixedFee = true): bytes of the unsigned tx, signatures, intrinsic gas. */
export function atomicTxGasUsed(tx: AtomicTx): bigint {
  const bytes = BigInt(encodeAtomicUnsignedTx(tx.unsigned).length) * ATOMIC_TX_BYTES_GAS;
  return bytes + signatureCount(tx.unsigned) * ATOMIC_COST_PER_SIGNATURE + ATOMIC_TX_INTRINSIC_GAS;
}

/** CalculateDynamicFee: ceil(gas × baseFee / 1e9) nAVAX. Throws when it would not fit a uint64. */
function atomicTxFeeForGas(gas: bigint, baseFeeWei: bigint): bigint {
  if (baseFeeWei < 0n) throw new CodecError('base fee must not be negative');
  const fee = (gas * baseFeeWei + X2C_RATE - 1n) / X2C_RATE;
  if (fee > MAX_U64) throw new CodecError('overflow occurred while calculating the fee');
  return fee;
}

/** The AVAX (nAVAX) an atomic tx must burn at `baseFeeWei`. */
export function atomicTxFee(tx: AtomicTx, baseFeeWei: bigint): bigint {
  return atomicTxFeeForGas(atomicTxGasUsed(tx), baseFeeWei);
}

/** Burned(assetID): inputs minus outputs of one asset; throws as coreth's math.Sub underflow does. */
export function atomicTxBurned(u: AtomicUnsignedTx, assetID: Uint8Array): bigint {
  let consumed = 0n;
  let produced = 0n;
  if (u.kind === 'ImportTx') {
    for (const i of u.importedInputs) if (bytesEqual(i.assetID, assetID)) consumed += amountOfInput(i.input);
    for (const o of u.outs) if (bytesEqual(o.assetID, assetID)) produced += o.amount;
  } else {
    for (const i of u.ins) if (bytesEqual(i.assetID, assetID)) consumed += i.amount;
    for (const o of u.exportedOutputs) {
      if (bytesEqual(o.assetID, assetID) && o.output.kind === 'secp256k1fx.TransferOutput') produced += o.output.amount;
    }
  }
  if (consumed > MAX_U64 || produced > MAX_U64) throw new CodecError('overflow');
  if (produced > consumed) throw new CodecError('underflow');
  return consumed - produced;
}
