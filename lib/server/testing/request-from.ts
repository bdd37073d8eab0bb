// Requests as scripts/serve.mjs hands them to the app: stamped with the connection's peer address.
// Tests use it to say where a request comes from.
const PEER_HEADER_KEY = Symbol.for('snowline.peerAddressHeader');
type WithPeerHeader = typeof globalThis & { [PEER_HEADER_KEY]?: string };

const peerHeader = (): string => ((globalThis as WithPeerHeader)[PEER_HEADER_KEY] ??= 'x-snowline-peer-test');

/** A request from `peer` (null: a server that stamps nothing, such as a bare `next start`). */
export function requestFrom(peer: string | null, url: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (peer !== null) headers.set(peerHeader(), peer);
  return new Request(url, { ...init, headers });
}
