// The browser's one way to call a route of the map: `apiFetch('history.node', { params: { nodeId } })`
// builds the URL from the declared path, sends the body as JSON with the session cookie, and resolves
// to the declared reply as JSON carries it; a non-2xx answer throws an ApiError with the server's text.
import type { ApiBody, ApiName, ApiParams, ApiQuery, ApiWire } from './index';
import { apiRoutes } from './index';

/** A route answered with an error: its status, and the server's `{error}` text as the message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ParamsArg<N extends ApiName> = keyof ApiParams<N> extends never
  ? { params?: undefined }
  : { params: ApiParams<N> };
type QueryArg<N extends ApiName> = ApiQuery<N> extends undefined ? { query?: undefined } : { query?: ApiQuery<N> };
type BodyArg<N extends ApiName> = ApiBody<N> extends undefined ? { body?: undefined } : { body: ApiBody<N> };

/** What a call names besides the route: path segments, query and body, each only where declared. */
export type ApiArgs<N extends ApiName> = ParamsArg<N> & QueryArg<N> & BodyArg<N>;

/** The call's args, and a signal that aborts it; optional when the route needs nothing. */
export type ApiArgList<N extends ApiName> =
  object extends ApiArgs<N>
    ? [args?: ApiArgs<N> & { signal?: AbortSignal }]
    : [args: ApiArgs<N> & { signal?: AbortSignal }];

/** The route's URL: segments encoded, empty query values left out. */
export function apiUrl<N extends ApiName>(name: N, ...[args]: ApiArgList<N>): string {
  const a = (args ?? {}) as { params?: Record<string, string>; query?: Record<string, string | number | undefined> };
  const path = apiRoutes[name].path.replace(/\[(\w+)\]/g, (_m, k: string) => {
    const v = a.params?.[k];
    if (v === undefined) throw new Error(`${name}: no value for [${k}]`);
    return encodeURIComponent(v);
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(a.query ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export async function apiFetch<N extends ApiName>(name: N, ...argList: ApiArgList<N>): Promise<ApiWire<N>> {
  const { body, signal } = (argList[0] ?? {}) as { body?: unknown; signal?: AbortSignal };
  const res = await fetch(apiUrl(name, ...argList), {
    method: apiRoutes[name].method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  const reply = (await res.json().catch(() => ({}))) as { error?: unknown };
  if (!res.ok) throw new ApiError(res.status, typeof reply.error === 'string' ? reply.error : `HTTP ${res.status}`);
  return reply as ApiWire<N>;
}
