// The answers of a validator page's sections below its details (uptime history, watch state, alerts,
// staking history), read on the server through the routes' own handlers and seeded into the browser's
// cache (components/shell/query-seed.tsx): the sections draw as soon as their code is in, instead of
// asking after it. The watchlist and alerts depend on who asks, so the handlers get the viewer's headers.
import { headers } from 'next/headers';
import { appHistoryApi } from '@/lib/history/instance';
import { apiQueryKey } from '@/lib/hooks/api-query-key';
import { getAlerts, getHistory, getWatchlist, withMonitor } from '@/lib/monitor/api';
import { monitor } from '@/lib/monitor/instance';
import { DEFAULT_UPTIME_RANGE } from '@/lib/monitor/uptime-series';
import { serverConfig } from '@/lib/server/config';
import { routeAnswer, within, type SeedAnswer } from '@/components/shell/query-seed';

/** What the server waits for; an answer still out after it is left to the browser. */
const WAIT_MS = 1_000;

/** `primary`: the monitor's sections show for Primary Network validators only; `stakingBefore`: the URL's cursor. */
export async function validatorAnswers(
  nodeID: string,
  { primary, stakingBefore }: { primary: boolean; stakingBefore?: string },
): Promise<SeedAnswer[]> {
  const viewer = new Headers(await headers());
  const ctx = { config: serverConfig() };
  const id = encodeURIComponent(nodeID);
  // A later page of the staking history (its cursor in the URL) is left to the browser.
  const staking: Promise<SeedAnswer[]> = stakingBefore
    ? Promise.resolve([])
    : within(
        routeAnswer((req) => appHistoryApi().nodeStaking(req, nodeID), `/api/history/node/${id}`),
        WAIT_MS,
      ).then((data) => [[apiQueryKey('history.node', { params: { nodeId: nodeID }, query: {} }), data]]);
  if (!primary) return staking;
  const range = DEFAULT_UPTIME_RANGE;
  const [watchlist, alerts, uptime] = await Promise.all([
    within(
      routeAnswer((req) => withMonitor(monitor, (m) => getWatchlist(req, m, ctx)), '/api/monitor/watchlist', viewer),
      WAIT_MS,
    ),
    within(
      routeAnswer(
        (req) => withMonitor(monitor, (m) => getAlerts(req, m, ctx)),
        `/api/monitor/alerts?nodeID=${id}`,
        viewer,
      ),
      WAIT_MS,
    ),
    within(
      routeAnswer(
        (req) => withMonitor(monitor, (m) => getHistory(req, nodeID, m, ctx)),
        `/api/monitor/history/${id}?range=${range}`,
        viewer,
      ),
      WAIT_MS,
    ),
  ]);
  return [
    ...(await staking),
    [apiQueryKey('monitor.watchlist', {}), watchlist],
    [apiQueryKey('monitor.alerts', { query: { nodeID } }), alerts],
    [apiQueryKey('monitor.uptime', { params: { nodeId: nodeID }, query: { range } }), uptime],
  ];
}
