// Requests as Snowline's server hands them to the app: stamped with the connection's peer address.
// Tests use it to say where a request comes from.
import { peerAddressHeader } from '../client-address';

/** A request from `peer` (null: a server that stamps nothing, such as a bare `next start`). */
export function requestFrom(peer: string | null, url: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (peer !== null) headers.set(peerAddressHeader(), peer);
  return new Request(url, { ...init, headers });
}
