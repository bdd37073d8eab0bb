import { sha256 } from '@noble/hashes/sha2.js';
import { type Credential, type CredentialKind, fxOfKind } from '../avax';
import { CodecError } from '../errors';
import { signDigest } from '../secp256k1';
import { encodeAvmUnsignedTx } from './tx';
import type { AvmTx, AvmUnsignedTx } from './types';

/**
 * Credential kinds a tx needs, in order: one per base input, then one per imported input
 * (ImportTx) or per operation (OperationTx, using the operation's fx credential).
 */
function avmCredentialKinds(u: AvmUnsignedTx): CredentialKind[] {
  const kinds: CredentialKind[] = u.base.inputs.map(() => 'secp256k1fx.Credential');
  if (u.kind === 'ImportTx') for (const _ of u.importedInputs) kinds.push('secp256k1fx.Credential');
  if (u.kind === 'OperationTx') {
    for (const o of u.ops) kinds.push(`${fxOfKind(o.op.kind)}.Credential` as CredentialKind);
  }
  return kinds;
}

/** Signs sha256(unsigned bytes) with each signer list, one credential per input/operation. */
export function signAvmTx(unsigned: AvmUnsignedTx, signers: Uint8Array[][]): AvmTx {
  const kinds = avmCredentialKinds(unsigned);
  if (signers.length !== kinds.length) {
    throw new CodecError(`expected ${kinds.length} signer lists (one per input/operation), got ${signers.length}`);
  }
  const digest = sha256(encodeAvmUnsignedTx(unsigned));
  const credentials: Credential[] = kinds.map((kind, i) => ({
    kind,
    sigs: (signers[i] ?? []).map((key) => signDigest(key, digest)),
  }));
  return { unsigned, credentials };
}
