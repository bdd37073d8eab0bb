// Who sent a request, as far as the server can know: the peer of the connection, or, when that peer
// is a configured reverse proxy (SNOWLINE_TRUSTED_PROXIES), the address the proxies forwarded. Used for
// the devnet's loopback-only writes, and for per-client limits.
//
// The peer address comes from scripts/serve.mjs, which stamps it on every request under a header name
// random per process (published on globalThis). Without that server (e.g. a bare `next start`), the
// peer is unknown: nothing is trusted and no request counts as loopback.
import { BlockList, isIP } from 'node:net';
import { serverConfig, type ServerConfig } from './config';

const PEER_HEADER_KEY = Symbol.for('snowline.peerAddressHeader');
type WithPeerHeader = typeof globalThis & { [PEER_HEADER_KEY]?: string };

/** `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) is 127.0.0.1; anything not an IP is null. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let a = raw?.trim() ?? '';
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a)) a = a.slice(7);
  return isIP(a) ? a.toLowerCase() : null;
}

/** The address of the connection the request came on; null when the server did not stamp it. */
function peerAddress(req: Request): string | null {
  const header = (globalThis as WithPeerHeader)[PEER_HEADER_KEY];
  return header ? normalizeAddress(req.headers.get(header)) : null;
}

const proxyLists = new WeakMap<readonly string[], BlockList>();
function proxyList(entries: readonly string[]): BlockList {
  let list = proxyLists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const e of entries) {
      const [addr, prefix] = e.split('/') as [string, string | undefined];
      const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(addr, type);
      else list.addSubnet(addr, Number(prefix), type);
    }
    proxyLists.set(entries, list);
  }
  return list;
}

function isTrustedProxy(addr: string, config: Pick<ServerConfig, 'trustedProxies'>): boolean {
  if (config.trustedProxies.length === 0) return false;
  return proxyList(config.trustedProxies).check(addr, isIP(addr) === 6 ? 'ipv6' : 'ipv4');
}

/** True when the request came straight from a configured reverse proxy (its X-Forwarded-* are believed). */
export function fromTrustedProxy(req: Request, config: Pick<ServerConfig, 'trustedProxies'> = serverConfig()) {
  const peer = peerAddress(req);
  return peer !== null && isTrustedProxy(peer, config);
}

/**
 * The client's address: the peer, or, behind trusted proxies, the nearest X-Forwarded-For entry that
 * is not itself a trusted proxy (read from the right: entries left of it are the client's own say).
 * Null when unknown.
 */
export function clientAddress(
  req: Request,
  config: Pick<ServerConfig, 'trustedProxies'> = serverConfig(),
): string | null {
  let addr = peerAddress(req);
  if (addr === null || !isTrustedProxy(addr, config)) return addr;
  const hops = (req.headers.get('x-forwarded-for') ?? '').split(',');
  for (let i = hops.length - 1; i >= 0 && isTrustedProxy(addr, config); i--) {
    const hop = normalizeAddress(hops[i]);
    if (hop === null) return addr; // a garbled entry: the last trusted hop is as far as we can see
    addr = hop;
  }
  return addr;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackAddress(addr: string | null): boolean {
  return addr !== null && loopback.check(addr, isIP(addr) === 6 ? 'ipv6' : 'ipv4');
}
