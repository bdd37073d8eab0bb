// A log's index as the node or viem gives it (hex quantity, bigint or number); null when unreadable.
import type { EvmLogInput } from './types';

export function logIndexOf(v: EvmLogInput['logIndex']): number | null {
  if (v === null || v === undefined) return null;
  try {
    const n = typeof v === 'number' ? v : Number(BigInt(v));
    return Number.isSafeInteger(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}
