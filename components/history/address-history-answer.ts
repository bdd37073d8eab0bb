// The first page of an EVM address's history as its listing asks for it with no filter in the URL
// (components/history/address-history.tsx), read on the server through the route's own handler, for
// the page to seed: the listing draws as soon as its code is in, without asking after it. Under a
// filter the listing asks for its own key, as before; this answer then stays for the unfiltered tab.
import { apiUrl } from '@/lib/api/fetch';
import { appHistoryApi } from '@/lib/history/instance';
import { apiQueryKey } from '@/lib/hooks/api-query-key';
import { routeAnswer, within, type SeedAnswer } from '@/components/shell/query-seed';

/** What the server waits for; an answer still out after it is left to the browser. */
const WAIT_MS = 1_000;

/** `chain`: the L1 chain an EVM address page filters on while the URL names none (the C-Chain's: none). */
export async function addressHistoryAnswer(address: string, chain?: string): Promise<SeedAnswer> {
  const args = { params: { address }, query: { chain } };
  const data = await within(
    routeAnswer((req) => appHistoryApi().addressTxs(req, address), apiUrl('history.address', args)),
    WAIT_MS,
  );
  return [apiQueryKey('history.address', args), data];
}
