import { sha256 } from '@noble/hashes/sha2.js';
import type { Credential } from '../avax';
import { CodecError } from '../errors';
import { signDigest } from '../secp256k1';
import { encodeAtomicUnsignedTx } from './codec';
import type { AtomicTx, AtomicUnsignedTx } from './types';

/**
 * One secp256k1fx credential per input (imported input of an ImportTx, EVMInput of an ExportTx), in
 * input order, each signing sha256(unsigned bytes) with that input's keys.
 */
export function signAtomicTx(u: AtomicUnsignedTx, signers: Uint8Array[][]): AtomicTx {
  const inputs = u.kind === 'ImportTx' ? u.importedInputs.length : u.ins.length;
  if (signers.length !== inputs)
    throw new CodecError(`expected ${inputs} signer lists (one per input), got ${signers.length}`);
  const digest = sha256(encodeAtomicUnsignedTx(u));
  const credentials: Credential[] = signers.map((keys) => ({
    kind: 'secp256k1fx.Credential',
    sigs: keys.map((k) => signDigest(k, digest)),
  }));
  return { unsigned: u, credentials };
}
