// A page of a token's holders as URL text: `<amount>.<holder>` of the last holder shown, so the page
// survives a reload and can be shared (keyset paging: no offset to walk).
import type { HolderKey } from '@/lib/store/history/records';

export const holderKeyText = (k: HolderKey): string => `${k.amount}.${k.holder}`;

export function parseHolderKey(text: string): HolderKey | null {
  const m = /^(\d{1,80})\.(0x[0-9a-f]{40})$/.exec(text);
  return m ? { amount: BigInt(m[1]!), holder: m[2]! } : null;
}
