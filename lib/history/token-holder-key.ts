// A page of a token's holders as URL text: `<amount>.<holder>` of the last holder shown, so the page
// survives a reload and can be shared (keyset paging: no offset to walk).
import type { TokenHolderKey } from '@/lib/store/history/records';

export const tokenHolderKeyText = (k: TokenHolderKey): string => `${k.amount}.${k.holder}`;

export function parseTokenHolderKey(text: string): TokenHolderKey | null {
  const m = /^(\d{1,80})\.(0x[0-9a-f]{40})$/.exec(text);
  return m ? { amount: BigInt(m[1]!), holder: m[2]! } : null;
}
