// Each signature of a pasted tx, checked against the owners of the UTXO its input spends: input i's
// sigIndices name which owners must sign, in order, and the signatures must recover to exactly them.
import type { CredentialSigners } from './decode-signed';

export type OwnerVerdict =
  { kind: 'ok'; expected: string[] } | { kind: 'mismatch'; expected: string[] } | { kind: 'unknown'; reason: string };

/** The address without its chain prefix: owners and signers compare by key, not by chain. */
const bare = (a: string) => a.slice(a.indexOf('-') + 1);

export function verdictOf(c: CredentialSigners, owners: string[] | null): OwnerVerdict {
  if (!c.spends) return { kind: 'unknown', reason: 'an operation’s credential (its UTXOs are not looked up)' };
  if (owners === null) return { kind: 'unknown', reason: 'the spent UTXO could not be looked up' };
  const expected = c.spends.sigIndices.map((i) => owners[i]);
  if (expected.some((e) => e === undefined))
    return { kind: 'mismatch', expected: expected.filter(Boolean) as string[] };
  const ok =
    expected.length === c.signers.length &&
    expected.every((e, k) => c.signers[k] !== null && bare(c.signers[k]!) === bare(e!));
  return { kind: ok ? 'ok' : 'mismatch', expected: expected as string[] };
}
