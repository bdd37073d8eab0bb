// The X-chain's canonical-order rules (syntactic verification rejects txs that break them) and
// helpers that put a tx into that order.
import {
  compareUtxoIds,
  isSortedAndUnique,
  isSortedAndUniqueBytes,
  isSortedAndUniqueIndices,
  isSortedAndUniqueInputs,
  isSortedOutputs,
  isSortedTransferableOutputs,
  type OutputOwners,
  ownersOf,
  sigIndicesOfInput,
  sortOutputs,
  sortTransferableOutputs,
} from '../avax';
import { compareBytes } from '../ids';
import { operationSortKey } from './tx';
import { AVM_TYPES, type AvmOperation, type AvmUnsignedTx, type InitialState, type Operation } from './types';

function compareAvmOperations(a: AvmOperation, b: AvmOperation): number {
  return compareBytes(operationSortKey(a), operationSortKey(b));
}

function isSortedAndUniqueAvmOperations(ops: readonly AvmOperation[]): boolean {
  return isSortedAndUnique(ops, compareAvmOperations);
}

/** Sorts operations, keeping each one's signer list beside it (txs.SortOperationsWithSigners). */
export function sortAvmOperationsWithSigners<S>(
  ops: readonly AvmOperation[],
  signers: readonly S[],
): { ops: AvmOperation[]; signers: S[] } {
  const idx = ops.map((_, i) => i).sort((a, b) => compareAvmOperations(ops[a] as AvmOperation, ops[b] as AvmOperation));
  return { ops: idx.map((i) => ops[i] as AvmOperation), signers: idx.map((i) => signers[i] as S) };
}

export function sortAvmTransferableOutputs(outs: Parameters<typeof sortTransferableOutputs>[1]) {
  return sortTransferableOutputs(AVM_TYPES, outs);
}

export function sortAvmInitialState(s: InitialState): InitialState {
  return { fxIndex: s.fxIndex, outputs: sortOutputs(AVM_TYPES, s.outputs) };
}

function opSigIndices(op: Operation): number[] {
  return op.sigIndices;
}

function opOwners(op: Operation): OutputOwners[] {
  switch (op.kind) {
    case 'secp256k1fx.MintOperation':
      return [op.mintOutput, op.transferOutput.owners];
    case 'nftfx.MintOperation':
      return op.outputs;
    case 'nftfx.TransferOperation':
      return [op.output.owners];
    case 'propertyfx.MintOperation':
      return [op.mintOutput, op.ownedOutput];
    case 'propertyfx.BurnOperation':
      return [];
  }
}

/**
 * First canonical-order violation in an unsigned X-chain tx, as AvalancheGo's error text, or
 * null. Covers ordering only (not amounts, fees or ownership).
 */
export function avmCanonicalOrderError(u: AvmUnsignedTx): string | null {
  const outs = u.kind === 'ExportTx' ? [u.base.outputs, u.exportedOutputs] : [u.base.outputs];
  for (const o of outs) if (!isSortedTransferableOutputs(AVM_TYPES, o)) return 'outputs not sorted';
  const ins = u.kind === 'ImportTx' ? [u.base.inputs, u.importedInputs] : [u.base.inputs];
  for (const i of ins) {
    if (!isSortedAndUniqueInputs(i)) return 'inputs not sorted and unique';
    for (const x of i)
      if (!isSortedAndUniqueIndices(sigIndicesOfInput(x.input))) return 'address indices not sorted and unique';
  }
  const owners: OutputOwners[] = [];
  for (const o of outs.flat()) owners.push(ownersOf(o.output));
  if (u.kind === 'CreateAssetTx') {
    if (!isSortedAndUnique(u.initialStates, (a, b) => a.fxIndex - b.fxIndex))
      return 'initial states not sorted and unique';
    for (const s of u.initialStates) {
      if (!isSortedOutputs(AVM_TYPES, s.outputs)) return 'outputs not sorted';
      for (const o of s.outputs) owners.push(ownersOf(o));
    }
  }
  if (u.kind === 'OperationTx') {
    if (!isSortedAndUniqueAvmOperations(u.ops)) return 'operations not sorted and unique';
    for (const op of u.ops) {
      if (!isSortedAndUnique(op.utxoIDs, compareUtxoIds)) return 'utxo IDs not sorted and unique';
      if (!isSortedAndUniqueIndices(opSigIndices(op.op))) return 'address indices not sorted and unique';
      owners.push(...opOwners(op.op));
    }
  }
  for (const o of owners) if (!isSortedAndUniqueBytes(o.addrs)) return 'addresses not sorted and unique';
  return null;
}
