// Test-only: the round trip every chain's signed-tx codec must make, for the X, P and C-chain atomic codec tests.
import { expect } from 'vitest';
import { avmUnsignedBytesOf, decodeAvmTx, encodeAvmTx, encodeAvmUnsignedTx } from './avm';
import { atomicUnsignedBytesOf, decodeAtomicTx, encodeAtomicTx, encodeAtomicUnsignedTx } from './evm-atomic';
import { decodePvmTx, encodePvmTx, encodePvmUnsignedTx, pvmUnsignedBytesOf } from './pvm';

const CODECS = {
  X: {
    encode: encodeAvmTx,
    decode: decodeAvmTx,
    encodeUnsigned: encodeAvmUnsignedTx,
    unsignedBytesOf: avmUnsignedBytesOf,
  },
  P: {
    encode: encodePvmTx,
    decode: decodePvmTx,
    encodeUnsigned: encodePvmUnsignedTx,
    unsignedBytesOf: pvmUnsignedBytesOf,
  },
  C: {
    encode: encodeAtomicTx,
    decode: decodeAtomicTx,
    encodeUnsigned: encodeAtomicUnsignedTx,
    unsignedBytesOf: atomicUnsignedBytesOf,
  },
};

/** One chain's signed-tx codec, as far as a round trip goes through it. */
interface SignedTxCodec<T extends { unsigned: unknown }> {
  encode(tx: T): Uint8Array;
  decode(bytes: Uint8Array): T;
  encodeUnsigned(u: T['unsigned']): Uint8Array;
  unsignedBytesOf(signed: Uint8Array): Uint8Array;
}

/** `tx`'s bytes decode to `tx` and encode back to the same bytes; their unsigned part is its unsigned tx's bytes. */
export function expectRoundTrip<C extends keyof typeof CODECS>(
  chain: C,
  tx: Parameters<(typeof CODECS)[C]['encode']>[0],
): void {
  const codec = CODECS[chain] as SignedTxCodec<typeof tx>;
  const bytes = codec.encode(tx);
  const back = codec.decode(bytes);
  expect(back).toEqual(tx);
  expect(codec.encode(back)).toEqual(bytes);
  expect(codec.unsignedBytesOf(bytes)).toEqual(codec.encodeUnsigned(tx.unsigned));
}
