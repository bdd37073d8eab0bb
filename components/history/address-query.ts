// What an address's history page asks for and offers, apart from its rendering (tested on its own).
import { EVM_INTERNAL_ASSET } from '@/lib/store/history/evm-internal';
import type { AddressReply } from './use-history';

/** Whether the page lists the address's balances: an X or P address does; a C account's are the node's (own tab). */
export const showsBalances = (chains: readonly string[]) => !chains.includes('C');

/** The balances cursor to send: none where no balances show, so a stale ?balances_after cannot fail the tx list. */
export const balancesCursorFor = (chains: readonly string[], after: string | undefined) =>
  showsBalances(chains) ? after : undefined;

/**
 * The Asset filter's choices: every asset the reply names (balances, this page's txs, waiting exports), not
 * only the balances page, so they do not vanish past the first balances page; the selected one is always kept.
 * The reply always describes C's coin: an X or P address offers it only where its own rows name it.
 */
export function assetChoices(
  data: Pick<AddressReply, 'assets' | 'balances' | 'rows' | 'waiting'>,
  chains: readonly string[],
  selected: string | undefined,
): string[] {
  const evm = chains.includes('C');
  return [
    ...new Set([
      ...data.balances.map((b) => b.asset),
      ...data.rows.flatMap((r) => (r.deltas ?? []).map((d) => d.asset)),
      ...data.waiting.flatMap((w) => (w.asset ? [w.asset] : [])),
      ...(evm ? ['evm', EVM_INTERNAL_ASSET] : []),
      ...(selected ? [selected] : []),
    ]),
  ];
}
