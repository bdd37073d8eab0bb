// Each credential of a pasted tx, checked as the node checks it (secp256k1fx VerifyCredentials): its
// type must be its fx's, its signatures as many as the owner's threshold and the sig indices, and
// signature k must recover to owner sigIndices[k] of the UTXO, subnet or validator it signs for.
import type { CredentialSigners } from './decode-signed';
import { fxOf, type CredentialTarget } from './credential-targets';

/** Who must sign: a UTXO's, subnet's or L1 validator's owners (and, for a UTXO, its output's type). */
export interface Owners {
  addresses: string[];
  threshold: number;
  outputKind?: string;
}

export type OwnerVerdict =
  | { kind: 'ok'; expected: string[] }
  | { kind: 'mismatch'; expected: string[]; reason: string }
  | { kind: 'unknown'; reason: string };

/** The output type each operation consumes (the fx's VerifyOperation refuses any other). */
const CONSUMES: Record<string, string> = {
  'secp256k1fx.MintOperation': 'secp256k1fx.MintOutput',
  'nftfx.MintOperation': 'nftfx.MintOutput',
  'nftfx.TransferOperation': 'nftfx.TransferOutput',
  'propertyfx.MintOperation': 'propertyfx.MintOutput',
  'propertyfx.BurnOperation': 'propertyfx.OwnedOutput',
};

const NOT_FOUND: Record<Exclude<CredentialTarget['kind'], 'evm-input'>, string> = {
  input: 'the spent UTXO could not be looked up',
  operation: 'the UTXO it consumes could not be looked up',
  'subnet-auth': 'the subnet’s owners could not be looked up',
  'disable-auth': 'the L1 validator’s deactivation owner could not be looked up',
};

/** The address without its chain prefix: owners and signers compare by key, not by chain. */
const bare = (a: string) => a.slice(a.indexOf('-') + 1);

const mismatch = (reason: string, expected: string[] = []): OwnerVerdict => ({ kind: 'mismatch', expected, reason });

export function verdictOf(c: CredentialSigners, owners: Owners | null): OwnerVerdict {
  const t = c.signs;
  if (!t) return mismatch('the tx has no input or authorization for this credential');
  const credentialKind = `${fxOf(t)}.Credential`;
  if (c.credentialKind !== credentialKind)
    return mismatch(`a ${credentialKind} is needed here, not a ${c.credentialKind}`);
  if (t.kind === 'evm-input') {
    const ok = c.evmSigners.length === 1 && c.evmSigners[0]?.toLowerCase() === t.address.toLowerCase();
    return ok
      ? { kind: 'ok', expected: [t.address] }
      : mismatch('one signature, by the EVM address debited', [t.address]);
  }
  if (t.kind === 'operation' && t.utxos.length !== 1)
    return mismatch(`an operation consumes exactly one UTXO, this one ${t.utxos.length}`);
  if (owners === null) return { kind: 'unknown', reason: NOT_FOUND[t.kind] };
  if (t.kind === 'operation' && owners.outputKind !== CONSUMES[t.opKind])
    return mismatch(`a ${t.opKind} cannot consume a ${owners.outputKind ?? 'UTXO of this kind'}`);
  if (t.kind === 'input' && owners.outputKind !== undefined && owners.outputKind !== 'secp256k1fx.TransferOutput')
    return mismatch(`an input cannot spend a ${owners.outputKind}`);
  const sig = t.sigIndices;
  if (sig.some((v, i) => i > 0 && v <= sig[i - 1]!)) return mismatch('its signature indices are not sorted and unique');
  const expected = sig.map((i) => owners.addresses[i]);
  if (expected.some((e) => e === undefined))
    return mismatch(
      `a signature index is past the ${owners.addresses.length} owners`,
      expected.filter((e): e is string => e !== undefined),
    );
  const named = expected as string[];
  if (sig.length !== owners.threshold)
    return mismatch(`${sig.length} signers for an owner whose threshold is ${owners.threshold}`, named);
  if (c.signers.length !== sig.length)
    return mismatch(`${c.signers.length} signatures for ${sig.length} signature indices`, named);
  const ok = named.every((e, k) => c.signers[k] != null && bare(c.signers[k]!) === bare(e));
  return ok ? { kind: 'ok', expected: named } : mismatch('signed by someone else', named);
}
