// The P-chain's canonical-order rules checked during syntactic verification.
import {
  isSortedAndUniqueBytes,
  isSortedAndUniqueIndices,
  isSortedAndUniqueInputs,
  isSortedTransferableOutputs,
  type OutputOwners,
  ownersOf,
  sigIndicesOfInput,
  sortTransferableOutputs,
  type TransferableOutput,
} from '../avax';
import { PVM_TYPES, type PvmUnsignedTx } from './types';

function isSortedPvmTransferableOutputs(outs: readonly TransferableOutput[]): boolean {
  return isSortedTransferableOutputs(PVM_TYPES, outs);
}

export function sortPvmTransferableOutputs(outs: readonly TransferableOutput[]): TransferableOutput[] {
  return sortTransferableOutputs(PVM_TYPES, outs);
}

/** First ordering violation (AvalancheGo's error text) or null. Ordering only, not amounts. */
export function pvmCanonicalOrderError(u: PvmUnsignedTx): string | null {
  if (!('base' in u)) return null;
  const outLists: TransferableOutput[][] = [u.base.outputs];
  if (u.kind === 'ExportTx') outLists.push(u.exportedOutputs);
  if ('stakeOuts' in u) outLists.push(u.stakeOuts);
  for (const o of outLists) if (!isSortedPvmTransferableOutputs(o)) return 'outputs not sorted';
  const inLists = u.kind === 'ImportTx' ? [u.base.inputs, u.importedInputs] : [u.base.inputs];
  for (const i of inLists) {
    if (!isSortedAndUniqueInputs(i)) return 'inputs not sorted and unique';
    for (const x of i)
      if (!isSortedAndUniqueIndices(sigIndicesOfInput(x.input))) return 'address indices not sorted and unique';
  }
  const auth = 'subnetAuth' in u ? u.subnetAuth : 'disableAuth' in u ? u.disableAuth : 'auth' in u ? u.auth : null;
  if (auth && !isSortedAndUniqueIndices(auth.sigIndices)) return 'address indices not sorted and unique';
  const owners: OutputOwners[] = outLists.flat().map((o) => ownersOf(o.output));
  if ('owner' in u) owners.push(u.owner);
  if ('rewardsOwner' in u) owners.push(u.rewardsOwner);
  if ('validatorRewardsOwner' in u) owners.push(u.validatorRewardsOwner, u.delegatorRewardsOwner);
  if ('delegationRewardsOwner' in u) owners.push(u.delegationRewardsOwner);
  if ('validatorAuthority' in u) owners.push(u.validatorAuthority);
  for (const o of owners) if (!isSortedAndUniqueBytes(o.addrs)) return 'addresses not sorted and unique';
  if (u.kind === 'CreateChainTx' && !isSortedAndUniqueBytes(u.fxIDs))
    return 'feature extensions IDs must be sorted and unique';
  return null;
}
