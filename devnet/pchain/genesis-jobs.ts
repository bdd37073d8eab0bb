// The CPU-heavy pieces of building a large genesis, as plain functions of plain data so they can run
// on a worker thread or in place: deriving the addresses of staker keys, and signing staking txs
// (for a validator, first its BLS key and proof of possession). The result is the same bytes either way.
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { BLS_POP_DST, blsPublicKey, blsSecretKeyFromSeed } from '@/lib/codec/bls';
import type { PvmUnsignedTx } from '@/lib/codec/pvm';
import { addressOfPrivateKey } from '@/lib/codec/secp256k1';
import { signPTx } from './txs';

const sigs = bls12_381.longSignatures;

/**
 * A validator's BLS signer, derived from its seed as AvalancheGo's KeyGen would. The proof of
 * possession is the public key signed under the PoP DST — blsProofOfPossession's result (a test
 * checks it), without deriving the public key a second time (a tenth of the cost at 2,000 validators).
 */
export function blsSigner(blsSeed: Uint8Array): { kind: 'pop'; publicKey: Uint8Array; proofOfPossession: Uint8Array } {
  const sk = blsSecretKeyFromSeed(blsSeed);
  const publicKey = blsPublicKey(sk);
  const proofOfPossession = sigs.Signature.toBytes(sigs.sign(sigs.hash(publicKey, BLS_POP_DST), sk));
  return { kind: 'pop', publicKey, proofOfPossession };
}

export interface TxToSign {
  unsigned: PvmUnsignedTx;
  /** Private keys per credential, as signPTx takes them. */
  signers: Uint8Array[][];
  /** For an AddPermissionlessValidatorTx: the seed its BLS signer is derived from (replaces `unsigned.signer`). */
  blsSeed?: Uint8Array;
}

export type GenesisJob = { op: 'addresses'; privs: Uint8Array[] } | { op: 'sign'; txs: TxToSign[] };

/** Addresses for 'addresses', signed tx bytes for 'sign', in input order. */
export function runGenesisJob(job: GenesisJob): Uint8Array[] {
  if (job.op === 'addresses') return job.privs.map((p) => addressOfPrivateKey(p));
  return job.txs.map(({ unsigned, signers, blsSeed }) => {
    const u =
      blsSeed && unsigned.kind === 'AddPermissionlessValidatorTx'
        ? { ...unsigned, signer: blsSigner(blsSeed) }
        : unsigned;
    return signPTx(u, signers).bytes;
  });
}
