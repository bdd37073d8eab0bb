// A monitor route's answer for the viewer of the page being rendered, read on the server through the
// route's own handler with the page request's headers (the watchlist, alerts and channels depend on who
// asks: session, local or not), for the page to seed under the hook's key (components/shell/query-seed.tsx).
import { headers } from 'next/headers';
import type { ApiName } from '@/lib/api';
import type { ApiArgs } from '@/lib/api/fetch';
import { apiAnswer } from '@/components/shell/api-answer';
import type { SeedAnswer } from '@/components/shell/query-seed';

/** An answer that is not a 2xx (a visitor refused) seeds nothing. */
export async function monitorAnswer<N extends ApiName>(name: N, args: ApiArgs<N>): Promise<SeedAnswer> {
  return apiAnswer(name, args, await headers());
}
