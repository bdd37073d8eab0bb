import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { CodecError } from './errors';
import { bytesEqual } from './ids';

/** AvalancheGo formatting.Encoding values that carry bytes (json is handled by callers). */
export type ByteEncoding = 'hex' | 'hexc' | 'hexnc';

const CHECKSUM_LEN = 4;

/** hex/hexc append the last 4 bytes of sha256(bytes); hexnc does not. */
export function formatBytes(bytes: Uint8Array, enc: ByteEncoding = 'hex'): string {
  if (enc === 'hexnc') return '0x' + hex.encode(bytes);
  if (enc !== 'hex' && enc !== 'hexc') throw new CodecError('invalid encoding');
  const sum = sha256(bytes).subarray(32 - CHECKSUM_LEN);
  return '0x' + hex.encode(bytes) + hex.encode(sum);
}

export function parseBytes(str: string, enc: ByteEncoding = 'hex'): Uint8Array {
  if (enc !== 'hex' && enc !== 'hexc' && enc !== 'hexnc') throw new CodecError('invalid encoding');
  if (typeof str !== 'string') throw new CodecError('expected a hex string');
  if (str.length === 0) return new Uint8Array(0);
  if (!str.startsWith('0x')) throw new CodecError('missing 0x prefix to hex encoding');
  const body = str.slice(2);
  if (body.length % 2 !== 0) throw new CodecError('hex string has an odd length');
  let raw: Uint8Array;
  try {
    raw = hex.decode(body.toLowerCase());
  } catch {
    throw new CodecError('invalid hex string');
  }
  if (enc === 'hexnc') return raw;
  if (raw.length < CHECKSUM_LEN) throw new CodecError('encoded bytes are shorter than the checksum');
  const data = raw.subarray(0, raw.length - CHECKSUM_LEN);
  const sum = raw.subarray(raw.length - CHECKSUM_LEN);
  if (!bytesEqual(sum, sha256(data).subarray(32 - CHECKSUM_LEN))) throw new CodecError('invalid input checksum');
  return Uint8Array.from(data);
}
