// Untrusted bytes as text: shown only when they are valid, printable UTF-8, and always as hex too.
import { hex } from '@scure/base';
import { parseBytes } from '@/lib/codec';
import type { BytesView } from './model';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Printable: no control characters except tab/newline (a memo must not smuggle terminal escapes or RTL tricks). */
function isPrintable(s: string): boolean {
  return !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(s);
}

export function bytesView(b: Uint8Array): BytesView {
  let text: string | null = null;
  if (b.length > 0) {
    try {
      const s = decoder.decode(b);
      text = isPrintable(s) ? s : null;
    } catch {
      text = null;
    }
  }
  return { hex: '0x' + hex.encode(b), text, length: b.length };
}

/** Node hex (`hex`/`hexc` carry a 4-byte checksum; tolerate a checksum-less `hexnc` reply too). */
export function nodeHexToBytes(s: string): Uint8Array {
  try {
    return parseBytes(s, 'hex');
  } catch {
    return parseBytes(s, 'hexnc');
  }
}
