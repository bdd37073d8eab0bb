// A monitor route's answer for the viewer of the page being rendered, read on the server through the
// route's own handler with the page request's headers (the watchlist, alerts and channels depend on who
// asks: session, local or not), for the page to seed under the hook's key (components/shell/query-seed.tsx).
import { headers } from 'next/headers';
import type { ApiName } from '@/lib/api';
import { apiUrl, type ApiArgList, type ApiArgs } from '@/lib/api/fetch';
import { apiQueryKey } from '@/lib/hooks/api-query-key';
import { withMonitor, type MonitorApiContext } from '@/lib/monitor/api';
import { monitor, type Monitor } from '@/lib/monitor/instance';
import { serverConfig } from '@/lib/server/config';
import { routeAnswer, within, type SeedAnswer } from '@/components/shell/query-seed';

/** What the server waits for; an answer still out after it is left to the browser. */
const WAIT_MS = 1_000;

type MonitorGet = (req: Request, m: Monitor, ctx: MonitorApiContext) => Promise<Response>;

/** `get`: the route's GET handler; an answer that is not a 2xx (a visitor refused) seeds nothing. */
export async function monitorAnswer<N extends ApiName>(
  name: N,
  args: ApiArgs<N>,
  get: MonitorGet,
): Promise<SeedAnswer> {
  const viewer = new Headers(await headers());
  const ctx = { config: serverConfig() };
  const data = await within(
    routeAnswer(
      (req) => withMonitor(monitor, (m) => get(req, m, ctx)),
      apiUrl(name, ...([args] as ApiArgList<N>)),
      viewer,
    ),
    WAIT_MS,
  );
  return [apiQueryKey(name, args), data];
}
