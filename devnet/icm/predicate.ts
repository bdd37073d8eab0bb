// A warp message rides in a tx's access list as subnet-evm packs predicates: the bytes, a 0xff
// delimiter, zero padding to whole 32-byte words, one storage key per word, under the precompile's address.
import { bytesToHex, hexToBytes, type Hex } from 'viem';

const DELIMITER = 0xff;

export function packPredicate(bytes: Uint8Array): Hex[] {
  const n = Math.ceil((bytes.length + 1) / 32) * 32;
  const out = new Uint8Array(n);
  out.set(bytes);
  out[bytes.length] = DELIMITER;
  const keys: Hex[] = [];
  for (let i = 0; i < n; i += 32) keys.push(bytesToHex(out.subarray(i, i + 32)));
  return keys;
}

/** The predicate bytes, or null when the keys are not a packed predicate. */
export function unpackPredicate(keys: readonly Hex[]): Uint8Array | null {
  const all = new Uint8Array(keys.length * 32);
  keys.forEach((k, i) => all.set(hexToBytes(k), i * 32));
  let end = all.length - 1;
  while (end >= 0 && all[end] === 0) end--;
  if (end < 0 || all[end] !== DELIMITER || all.length - end > 32) return null;
  return all.slice(0, end);
}
