// What each credential of a signed tx signs for, in the order AvalancheGo pairs them: X-chain base
// inputs, then imported inputs, then one per operation; P-chain base inputs, then imported inputs,
// then the subnet (or disable) authorization last; C-chain imported inputs, or one per EVM input.
import type { PvmUnsignedTx } from '@/lib/codec';
import { idToString } from '@/lib/codec';
import type { AtomicTxView } from '@/lib/decode/evm-atomic';
import type { TxView } from '@/lib/decode/model';

export type CredentialTarget =
  /** A UTXO a base or imported input spends; its owners must sign. */
  | { kind: 'input'; txID: string; outputIndex: number; sigIndices: number[]; imported: boolean }
  /** An X-chain operation: the owners of the UTXO it consumes (one, for every fx) must sign. */
  | {
      kind: 'operation';
      opKind: string;
      utxos: { txID: string; outputIndex: number }[];
      sigIndices: number[];
    }
  /** A subnet's owners authorising a change to it (CreateChainTx, AddSubnetValidatorTx, …). */
  | { kind: 'subnet-auth'; subnetID: string; sigIndices: number[] }
  /** An L1 validator's deactivation owner authorising DisableL1ValidatorTx. */
  | { kind: 'disable-auth'; validationID: string; sigIndices: number[] }
  /** A C-chain ExportTx input: its one signature must come from the EVM address debited. */
  | { kind: 'evm-input'; address: string };

/** The fx whose credential type a target needs (secp256k1fx for everything but nft and property ops). */
export function fxOf(t: CredentialTarget): string {
  return t.kind === 'operation' ? t.opKind.slice(0, t.opKind.indexOf('.')) : 'secp256k1fx';
}

function inputTargets(view: Pick<TxView, 'inputs' | 'importedInputs'>): CredentialTarget[] {
  return [
    ...view.inputs.map((i) => ({ ...i, imported: false })),
    ...view.importedInputs.map((i) => ({ ...i, imported: true })),
  ].map((i) => ({
    kind: 'input' as const,
    txID: i.txID,
    outputIndex: i.outputIndex,
    sigIndices: i.sigIndices,
    imported: i.imported,
  }));
}

export function xTargets(view: TxView): CredentialTarget[] {
  return [
    ...inputTargets(view),
    ...view.operations.map((o): CredentialTarget => ({
      kind: 'operation',
      opKind: o.kind,
      utxos: o.utxos,
      sigIndices: o.sigIndices,
    })),
  ];
}

export function pTargets(view: TxView, u: PvmUnsignedTx): CredentialTarget[] {
  const targets = inputTargets(view);
  if ('subnetAuth' in u) {
    targets.push({ kind: 'subnet-auth', subnetID: idToString(u.subnetID), sigIndices: u.subnetAuth.sigIndices });
  } else if (u.kind === 'DisableL1ValidatorTx') {
    targets.push({
      kind: 'disable-auth',
      validationID: idToString(u.validationID),
      sigIndices: u.disableAuth.sigIndices,
    });
  }
  return targets;
}

export function cTargets(view: AtomicTxView): CredentialTarget[] {
  if (view.kind === 'ExportTx') return view.evmInputs.map((i) => ({ kind: 'evm-input' as const, address: i.address }));
  return inputTargets({ inputs: [], importedInputs: view.importedInputs });
}
