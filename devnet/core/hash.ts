// sha256 through Node's native crypto: several times faster than pure JS for the per-tx hashes.
import { createHash } from 'node:crypto';

export function sha256(bytes: Uint8Array): Uint8Array {
  const d = createHash('sha256').update(bytes).digest();
  return new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
}
