// A P-chain tx as the engine handles it: the shared codec's decoded tx (lib/codec/pvm) together with
// its signed bytes, the unsigned bytes its signatures cover, and its id.
import {
  type PvmTx,
  type PvmTxKind,
  type PvmUnsignedTx,
  decodePvmTx,
  encodePvmTx,
  pvmTxId,
  pvmUnsignedBytesOf,
  signPvmTx,
} from '@/lib/codec/pvm';

export type PTxKind = PvmTxKind;

export interface PSignedTx {
  unsigned: PvmUnsignedTx;
  tx: PvmTx;
  unsignedBytes: Uint8Array;
  bytes: Uint8Array;
  id: Uint8Array;
}

function withBytes(tx: PvmTx, bytes: Uint8Array): PSignedTx {
  return { unsigned: tx.unsigned, tx, unsignedBytes: pvmUnsignedBytesOf(bytes), bytes, id: pvmTxId(bytes) };
}

/** Parses signed tx bytes (throws CodecError on anything AvalancheGo's codec would refuse). */
export function parsePTx(bytes: Uint8Array): PSignedTx {
  return withBytes(decodePvmTx(bytes), bytes);
}

/** Signs `u`: `signers[i]` are the private keys of credential i (inputs in order, then subnet auth). */
export function signPTx(u: PvmUnsignedTx, signers: Uint8Array[][]): PSignedTx {
  const tx = signPvmTx(u, signers);
  return withBytes(tx, encodePvmTx(tx));
}
