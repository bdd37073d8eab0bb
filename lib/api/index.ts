// The map of Snowline's own HTTP API (what the registry is to the node's): the routes under app/api the
// app asks, by name: those that answer JSON, and the CSV-only exports (`…Csv`, linked with `apiUrl`). A
// route is declared in its domain's file under ./routes and added here; the server answers JSON with
// `reply` (./reply.ts), the browser asks it with `apiFetch` (./fetch.ts) or `useApiQuery`
// (lib/hooks/use-api-query.ts).
import type { PathParams, RouteBody, RoutePath, RouteQuery, RouteReply, Wire } from './define';
import { authRoutes } from './routes/auth';
import { evmRoutes } from './routes/evm';
import { explorerRoutes } from './routes/explorer';
import { historyRoutes } from './routes/history';
import { icmRoutes } from './routes/icm';
import { monitorRoutes } from './routes/monitor';
import { networkRoutes } from './routes/network';
import { recentRoutes } from './routes/recent';

export const apiRoutes = {
  ...authRoutes,
  ...evmRoutes,
  ...explorerRoutes,
  ...historyRoutes,
  ...icmRoutes,
  ...monitorRoutes,
  ...networkRoutes,
  ...recentRoutes,
} as const;

type ApiRoutes = typeof apiRoutes;
export type ApiName = keyof ApiRoutes;

/** The reply's body as the server builds it (`reply` takes this). */
export type ApiReply<N extends ApiName> = RouteReply<ApiRoutes[N]>;
/** The reply as the browser receives it: bigints are decimal text. */
export type ApiWire<N extends ApiName> = Wire<ApiReply<N>>;
export type ApiQuery<N extends ApiName> = RouteQuery<ApiRoutes[N]>;
export type ApiBody<N extends ApiName> = RouteBody<ApiRoutes[N]>;
export type ApiParams<N extends ApiName> = PathParams<RoutePath<ApiRoutes[N]>>;

export type { Wire } from './define';
