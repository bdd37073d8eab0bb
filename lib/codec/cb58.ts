import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import { CodecError } from './errors';

const CHECKSUM_LEN = 4;

function checksum(bytes: Uint8Array): Uint8Array {
  return sha256(bytes).subarray(32 - CHECKSUM_LEN);
}

/** AvalancheGo cb58: base58 of bytes || last 4 bytes of sha256(bytes). */
export function cb58Encode(bytes: Uint8Array): string {
  const out = new Uint8Array(bytes.length + CHECKSUM_LEN);
  out.set(bytes);
  out.set(checksum(bytes), bytes.length);
  return base58.encode(out);
}

export function cb58Decode(s: string): Uint8Array {
  if (typeof s !== 'string') throw new CodecError('cb58: expected a string');
  let raw: Uint8Array;
  try {
    raw = base58.decode(s);
  } catch {
    throw new CodecError('invalid input: not base58 encoded');
  }
  if (raw.length < CHECKSUM_LEN) throw new CodecError('invalid input checksum');
  const body = raw.subarray(0, raw.length - CHECKSUM_LEN);
  const sum = raw.subarray(raw.length - CHECKSUM_LEN);
  const want = checksum(body);
  for (let i = 0; i < CHECKSUM_LEN; i++) {
    if (sum[i] !== want[i]) throw new CodecError('invalid input checksum');
  }
  return Uint8Array.from(body);
}
