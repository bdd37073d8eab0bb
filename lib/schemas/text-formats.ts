// Pure checks for the text formats AvalancheGo uses for ids and addresses.
// Kept free of zod so the devnet and pages can reuse them.
import { base58, bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

/** Decodes cb58 (base58 of bytes ‖ last 4 bytes of sha256(bytes)); undefined when malformed or the checksum is wrong. */
function decodeCb58(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  let raw: Uint8Array;
  try {
    raw = base58.decode(text);
  } catch {
    return undefined;
  }
  if (raw.length < 4) return undefined;
  const payload = raw.subarray(0, raw.length - 4);
  const expected = sha256(payload).subarray(28, 32);
  const actual = raw.subarray(raw.length - 4);
  for (let i = 0; i < 4; i++) if (expected[i] !== actual[i]) return undefined;
  return payload;
}

export function isCb58Id(text: string): boolean {
  return decodeCb58(text)?.length === 32;
}

const NODE_ID_PREFIX = 'NodeID-';

export function isNodeID(text: string): boolean {
  return text.startsWith(NODE_ID_PREFIX) && decodeCb58(text.slice(NODE_ID_PREFIX.length))?.length === 20;
}

/** A bech32 address without chain prefix (`local1…`) carrying a 20-byte short id. */
export function isBech32Address(text: string): boolean {
  try {
    const { words } = bech32.decode(text as `${string}1${string}`);
    return bech32.fromWords(words).length === 20;
  } catch {
    return false;
  }
}

/** `X-local1…`, `P-avax1…`, `C-fuji1…`: chain alias, dash, bech32 short address. */
export function isChainAddress(text: string): boolean {
  const dash = text.indexOf('-');
  if (dash <= 0) return false;
  return isBech32Address(text.slice(dash + 1));
}
