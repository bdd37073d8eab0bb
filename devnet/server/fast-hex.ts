// AvalancheGo's "hex" encoding (0x + bytes + last 4 bytes of sha256) with Node's native hex and
// hashing: the same output as lib/codec formatBytes, but fast enough for 1024-container index pages.
import { createHash } from 'node:crypto';
import { formatBytes } from '@/lib/codec/encoding';
import type { Encoding } from './params';

export function hexWithChecksum(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sum = createHash('sha256').update(buf).digest();
  return '0x' + buf.toString('hex') + sum.toString('hex', 28, 32);
}

/** formatBytes for the byte encodings, taking the fast path for hex/hexc. */
export function encodeBytes(bytes: Uint8Array, enc: Exclude<Encoding, 'json'>): string {
  return enc === 'hexnc' ? formatBytes(bytes, 'hexnc') : hexWithChecksum(bytes);
}
