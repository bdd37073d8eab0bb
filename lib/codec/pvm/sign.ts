import { sha256 } from '@noble/hashes/sha2.js';
import type { Credential } from '../avax';
import { CodecError } from '../errors';
import { signDigest } from '../secp256k1';
import { encodePvmUnsignedTx } from './tx';
import type { PvmTx, PvmUnsignedTx } from './types';

/**
 * How many credentials a P-chain tx carries: one per base input, then one per imported input
 * (ImportTx), then one for the subnet/disable/validator-config authorization. Staked outputs need none.
 */
export function pvmCredentialCount(u: PvmUnsignedTx): number {
  if (!('base' in u)) return 0;
  let n = u.base.inputs.length;
  if (u.kind === 'ImportTx') n += u.importedInputs.length;
  if ('subnetAuth' in u || 'disableAuth' in u || 'auth' in u) n += 1;
  return n;
}

/** Signs sha256(unsigned bytes); one secp256k1fx credential per signer list. */
export function signPvmTx(unsigned: PvmUnsignedTx, signers: Uint8Array[][]): PvmTx {
  const n = pvmCredentialCount(unsigned);
  if (signers.length !== n) throw new CodecError(`expected ${n} signer lists, got ${signers.length}`);
  const digest = sha256(encodePvmUnsignedTx(unsigned));
  const credentials: Credential[] = signers.map((keys) => ({
    kind: 'secp256k1fx.Credential',
    sigs: keys.map((k) => signDigest(k, digest)),
  }));
  return { unsigned, credentials };
}
