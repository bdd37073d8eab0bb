// Requests as Snowline's server hands them to the app: stamped with the connection's peer address.
// Tests use it to say where a request comes from.
import { stampPeer } from '../client-address';

/** A request from `peer` (null: a server that stamps nothing, such as a bare `next start`). */
export function requestFrom(peer: string | null, url: string, init: RequestInit = {}): Request {
  const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers).entries());
  if (peer !== null) stampPeer(headers, peer);
  return new Request(url, { ...init, headers });
}

/** What a page of this site sends from a browser at `peer`: same-origin, a JSON body when there is one. */
export function sameOriginJson(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  peer = '198.51.100.1',
): Request {
  const { host, origin } = new URL(url);
  return requestFrom(peer, url, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { host, origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
  });
}
