// Canonical order of an atomic tx (UnsignedImportTx/UnsignedExportTx.Verify after Apricot Phase 2):
// EVM outputs and inputs by (address, assetID), strictly increasing; imported inputs by UTXO id;
// exported outputs by (assetID, output bytes).
import { isSortedAndUnique, isSortedAndUniqueInputs, isSortedTransferableOutputs } from '../avax';
import { compareBytes } from '../ids';
import { ATOMIC_TYPES } from './codec';
import type { AtomicUnsignedTx, EVMInput, EVMOutput } from './types';

function compareEvmOutputs(a: EVMOutput, b: EVMOutput): number {
  return compareBytes(a.address, b.address) || compareBytes(a.assetID, b.assetID);
}

/** Nonce is not part of the order: two inputs of one address and asset are duplicates. */
function compareEvmInputs(a: EVMInput, b: EVMInput): number {
  return compareBytes(a.address, b.address) || compareBytes(a.assetID, b.assetID);
}

/** coreth's error message for the first order rule `u` breaks, or null. */
export function atomicCanonicalOrderError(u: AtomicUnsignedTx): string | null {
  if (u.kind === 'ImportTx') {
    if (!isSortedAndUniqueInputs(u.importedInputs)) return 'inputs not sorted and unique';
    if (!isSortedAndUnique(u.outs, compareEvmOutputs)) return 'outputs not sorted and unique';
    return null;
  }
  if (!isSortedTransferableOutputs(ATOMIC_TYPES, u.exportedOutputs)) return 'tx outputs not sorted';
  if (!isSortedAndUnique(u.ins, compareEvmInputs)) return 'inputs not sorted and unique';
  return null;
}
