// A chain's tokens from Snowline's history, busiest first, a page at a time (the cursor is the
// `?after=` of the URL, so a page survives a reload); null when this server keeps no history.
import { followerConfig } from '@/lib/server/follower-config';
import { parseTokenListKey, tokenListKeyText } from '@/lib/history/token-holder-key';
import { appStore } from '@/lib/store/instance';

const TOKENS_PER_PAGE = 50;

export async function loadTokenList(chainKey: string, after: string | undefined) {
  if (!followerConfig().enabled) return null;
  const key = after ? parseTokenListKey(after) : undefined;
  const h = (await appStore()).history;
  const page = await h.tokenList(chainKey, key ?? undefined, TOKENS_PER_PAGE);
  return { rows: page.rows, next: page.next ? tokenListKeyText(page.next) : null, badCursor: key === null };
}
