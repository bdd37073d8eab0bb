// Token pages' cursors as URL text. A page of a token's holders: `<amount>.<holder>` of the last holder shown, so the page
// survives a reload and can be shared (keyset paging: no offset to walk).
import { splitTokenKey } from '@/lib/store/history/chain-keys';
import type { TokenHolderKey, TokenListKey } from '@/lib/store/history/records';

export const tokenHolderKeyText = (k: TokenHolderKey): string => `${k.amount}.${k.holder}`;

export function parseTokenHolderKey(text: string): TokenHolderKey | null {
  const m = /^(\d{1,80})\.(0x[0-9a-f]{40})$/.exec(text);
  return m ? { amount: BigInt(m[1]!), holder: m[2]! } : null;
}

/** A page of a chain's tokens as URL text: `<transfers>.<token key>` of the last token shown. */
export const tokenListKeyText = (k: TokenListKey): string => `${k.transfers}.${k.address}`;

export function parseTokenListKey(text: string): TokenListKey | null {
  const m = /^(\d{1,15})\.(.{42,110})$/.exec(text);
  if (!m || !splitTokenKey(m[2]!)) return null;
  return { transfers: Number(m[1]), address: m[2]! };
}
