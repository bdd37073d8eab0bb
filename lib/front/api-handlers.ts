// Who answers each route of Snowline's own API (lib/api), by name: the route files under app/api export
// these (`export const GET = nextRoute('history.node')`), and a page seeds its first answers by calling
// the same handler in-process (components/shell/api-answer.ts). A route's path, method and types are
// declared in lib/api; here only what serves it.
import type { ApiName, ApiParams } from '@/lib/api';
import { deleteSession, getSession, postSession, type SessionApiDeps } from '@/lib/auth/session-api';
import { blocksCsv } from '@/lib/explorer/blocks-csv';
import { evmBlockTxsCsv } from '@/lib/explorer/evm-block-txs-csv';
import { evmRecentResponse } from '@/lib/explorer/evm-recent-api';
import { indexCsv } from '@/lib/explorer/index-csv';
import { l1ValidatorsCsv } from '@/lib/explorer/l1-validators-csv';
import { l1sCsv } from '@/lib/explorer/l1s-csv';
import { networkStatsResponse } from '@/lib/explorer/network-stats-api';
import { recentBlocksResponse } from '@/lib/explorer/recent-blocks-api';
import { utxosResponse } from '@/lib/explorer/utxos-api';
import { csvResponse, csvRoute, csvStream } from '@/lib/history/csv-stream';
import { appHistoryApi, appStartAfreshApi } from '@/lib/history/instance';
import { appIcmApi } from '@/lib/icm/instance';
import * as watchApi from '@/lib/monitor/api';
import type { MonitorApiContext } from '@/lib/monitor/api';
import * as gradedApi from '@/lib/monitor/graded-api';
import * as icmWatchApi from '@/lib/monitor/icm-watch-api';
import { monitor, type Monitor } from '@/lib/monitor/instance';
import * as watchlistFile from '@/lib/monitor/watchlist-file';
import { serverNodeClient } from '@/lib/node/server-client';
import { serverConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { appStore } from '@/lib/store/instance';

/** A route's handler: the request, and its path's `[segment]`s as Next hands them (already decoded). */
type Handler<N extends ApiName> = (req: Request, params: ApiParams<N>) => Response | Promise<Response>;

const sessionDeps = () =>
  processSingleton<SessionApiDeps>('sessionApiDeps', () => ({
    config: serverConfig(),
    sessions: async () => (await appStore()).sessions,
  }));

/** A monitor route: answered by the process's monitor (503 while it is off or starting). */
const monitored =
  (serve: (req: Request, m: Monitor, ctx: MonitorApiContext) => Promise<Response>) =>
  (req: Request): Promise<Response> =>
    watchApi.withMonitor(monitor, (m) => serve(req, m, { config: serverConfig() }));

export const apiHandlers: { readonly [N in ApiName]: Handler<N> } = {
  'auth.session': (req) => getSession(req, sessionDeps()),
  'auth.signIn': (req) => postSession(req, sessionDeps()),
  'auth.signOut': (req) => deleteSession(req, sessionDeps()),

  'evm.recent': (req, { chain }) => evmRecentResponse(req, chain),
  'evm.blockTxsCsv': (req, { chain, ref }) => csvRoute(req, () => evmBlockTxsCsv(chain, ref)),

  'explorer.utxos': (req, { address }) =>
    utxosResponse(req, address, { csv: (list, filename) => csvResponse(csvStream(list), filename) }),
  'explorer.l1ValidatorsCsv': (req, { id }) => csvRoute(req, () => l1ValidatorsCsv(id)),
  'explorer.blocksCsv': (req, { chain }) => csvRoute(req, (q) => blocksCsv(chain, q.get('from'))),
  'explorer.indexCsv': (req, { chain, kind }) =>
    csvRoute(req, (q) => indexCsv(chain, kind, q.get('start'), q.get('to'))),
  'explorer.l1sCsv': (req) => csvRoute(req, () => l1sCsv()),

  'history.status': (req) => appHistoryApi().status(req),
  'history.stats': (req) => appHistoryApi().dailyStats(req),
  'history.address': (req, { address }) => appHistoryApi().addressTxs(req, address),
  'history.asset': (req, { asset }) => appHistoryApi().assetHistory(req, asset),
  'history.node': (req, { nodeId }) => appHistoryApi().nodeStaking(req, nodeId),
  'history.tokens': (req) => appHistoryApi().tokens(req),
  'history.contract': (req, { address }) => appHistoryApi().contract(req, address),
  'history.tokenList': (req) => appHistoryApi().tokenList(req),
  'history.startAfreshPolicy': (req) => appStartAfreshApi().get(req),
  'history.startAfresh': (req) => appStartAfreshApi().post(req),

  'icm.message': (_req, { id }) => appIcmApi().message(id),
  'icm.pending': (_req, { id }) => appIcmApi().pending(id),
  'icm.signatures': (_req, { id }) => appIcmApi().signatures(id),
  'icm.messages': (req) => appIcmApi().messages(req),

  'monitor.watchlist': monitored(watchApi.getWatchlist),
  'monitor.watch': monitored(watchApi.postWatch),
  'monitor.unwatch': monitored(watchApi.deleteWatch),
  'monitor.alerts': monitored(watchApi.getAlerts),
  'monitor.retryAlert': monitored(watchApi.postAlertRetry),
  'monitor.uptime': (req, { nodeId }) => monitored((r, m, ctx) => watchApi.getHistory(r, nodeId, m, ctx))(req),
  'monitor.notifications': monitored(gradedApi.getNotifications),
  'monitor.channels': monitored(gradedApi.getChannels),
  'monitor.addChannel': monitored(gradedApi.postChannel),
  'monitor.channelSeverity': monitored(gradedApi.patchChannel),
  'monitor.removeChannel': monitored(gradedApi.deleteChannel),
  'monitor.testChannel': monitored(gradedApi.postChannelTest),
  'monitor.settings': monitored(gradedApi.getSettings),
  'monitor.saveSettings': monitored(gradedApi.postSettings),
  'monitor.l1Watches': monitored(gradedApi.getL1Watches),
  'monitor.watchL1': monitored((req, m, ctx) => gradedApi.postL1Watch(req, m, { ...ctx, client: serverNodeClient() })),
  'monitor.unwatchL1': monitored(gradedApi.deleteL1Watch),
  'monitor.icmWatches': monitored(icmWatchApi.getIcmWatches),
  'monitor.watchIcm': monitored(icmWatchApi.postIcmWatch),
  'monitor.unwatchIcm': monitored(icmWatchApi.deleteIcmWatch),
  'monitor.exportWatchlist': monitored(watchlistFile.exportWatchlist),
  'monitor.importWatchlist': monitored(watchlistFile.importWatchlist),

  'network.stats': () => networkStatsResponse(),
  'recent.blocks': (req, { chain }) => recentBlocksResponse(req, chain),
};

/**
 * The route file's export for a route of the map: `export const GET = nextRoute('history.node')`.
 * Next hands the path's segments decoded; decoding again would turn a literal % into a 500.
 */
export function nextRoute<N extends ApiName>(name: N) {
  return async (req: Request, ctx: { params: Promise<ApiParams<N>> }): Promise<Response> =>
    apiHandlers[name](req, await ctx.params);
}
