import { sha256 } from '@noble/hashes/sha2.js';
import { cb58Decode, cb58Encode } from './cb58';
import { CodecError } from './errors';

export const ID_LEN = 32;
export const SHORT_ID_LEN = 20;
const NODE_ID_PREFIX = 'NodeID-';

/** The all-zero ID (ids.Empty), e.g. the P-chain's blockchain ID. */
export const EMPTY_ID: Uint8Array = new Uint8Array(ID_LEN);

function expectLen(b: Uint8Array, n: number, what: string): void {
  if (!(b instanceof Uint8Array) || b.length !== n) {
    throw new CodecError(`${what}: expected ${n} bytes, got ${b instanceof Uint8Array ? b.length : typeof b}`);
  }
}

/** cb58 text of exactly `n` bytes. */
function cb58OfLength(s: string, n: number): Uint8Array {
  const b = cb58Decode(s);
  if (b.length !== n) throw new CodecError(`expected ${n} bytes but got ${b.length}`);
  return b;
}

/** cb58 text of `b`, which must be `n` bytes. */
function cb58Checked(b: Uint8Array, n: number, what: string): string {
  expectLen(b, n, what);
  return cb58Encode(b);
}

export const idToString = (b: Uint8Array): string => cb58Checked(b, ID_LEN, 'id');

export const idFromString = (s: string): Uint8Array => cb58OfLength(s, ID_LEN);

export const shortIdToString = (b: Uint8Array): string => cb58Checked(b, SHORT_ID_LEN, 'short id');

export const shortIdFromString = (s: string): Uint8Array => cb58OfLength(s, SHORT_ID_LEN);

export const nodeIdToString = (b: Uint8Array): string => NODE_ID_PREFIX + cb58Checked(b, SHORT_ID_LEN, 'node id');

export function nodeIdFromString(s: string): Uint8Array {
  if (typeof s !== 'string' || !s.startsWith(NODE_ID_PREFIX)) {
    throw new CodecError(`ID: ${String(s)} is missing the prefix: ${NODE_ID_PREFIX}`);
  }
  return shortIdFromString(s.slice(NODE_ID_PREFIX.length));
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Lexicographic byte order (Go's bytes.Compare), used by the codec's canonical sorting rules. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** The id of an X or P tx or block: the SHA-256 of its bytes (a signed tx's, with its credentials). */
export function contentId(bytes: Uint8Array): Uint8Array {
  return sha256(bytes);
}
