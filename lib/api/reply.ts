// The server's one way to answer a route of the map: `reply('history.status', body)` takes exactly the
// declared reply, and `problem(status, error)` the one error shape every route shares ({ error }).
// Bigints go out as decimal text (what `Wire` says the browser receives); nothing is cached.
import { jsonStringify } from '@/lib/rpc/envelope';
import type { ApiName, ApiReply } from './index';

interface ApiProblem {
  error: string;
}

type Headers = [string, string][];

function jsonResponse(body: unknown, status: number, headers: Headers): Response {
  const h = new Headers([
    ['content-type', 'application/json'],
    ['cache-control', 'no-store'],
  ]);
  // Appended, not set: a sign-in or sign-out sends more than one set-cookie.
  for (const [k, v] of headers) h.append(k, v);
  const text = jsonStringify(body);
  return new Response(text, { status, headers: h });
}

export function reply<N extends ApiName>(
  _route: N,
  body: ApiReply<N>,
  init: { status?: number; headers?: Headers } = {},
): Response {
  return jsonResponse(body, init.status ?? 200, init.headers ?? []);
}

export function problem(status: number, error: string, headers: Headers = []): Response {
  return jsonResponse({ error } satisfies ApiProblem, status, headers);
}
