// The key the history store files an address under: the bech32 part of an X-, P- or C- address (one
// key's X and P history is one history), or a 0x EVM account in lower case.
import { formatBech32, parseAddress } from '@/lib/codec';

export function historyKey(raw: string): string | null {
  const text = raw.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(text)) return text.toLowerCase();
  try {
    const a = parseAddress(text);
    return formatBech32(a.hrp, a.bytes);
  } catch {
    return null;
  }
}
