// Who sent a request: the connection's peer, or, when that peer is a reverse proxy the operator trusts
// (SNOWLINE_TRUSTED_PROXIES), the address the proxies forwarded, read from the right hop by hop until
// the first address that is not a trusted proxy. A header from anyone else is ignored: a client cannot
// choose its own address. Used for per-client limits and the devnet's loopback-only writes.
//
// Snowline's server (scripts/server.mjs, lib/security/request-guard.ts) stamps each request with its
// socket's peer address under a header name random per process and published on globalThis, so no
// client can forge it. Without that server (a bare `next start`) the peer is unknown: nothing is
// trusted and no request counts as loopback.
import { randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** Whether `address` (normalized) is a proxy whose forwarding headers are believed. */
  has(address: string): boolean;
  /** As configured, for messages. */
  readonly description: string;
  /** Whether any proxy is configured (then this server runs behind one). */
  readonly configured: boolean;
}

const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128'];

/** `::ffff:10.0.0.1` → `10.0.0.1`; brackets and zones dropped; lower case; null when not an IP. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let a = raw?.trim().toLowerCase() ?? '';
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  const zone = a.indexOf('%');
  if (zone > 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) a = mapped[1]!;
  return isIP(a) ? a : null;
}

/**
 * Parses SNOWLINE_TRUSTED_PROXIES: comma-separated addresses and CIDR ranges, and the word `loopback`
 * (127.0.0.0/8 and ::1). Empty: no proxy is trusted.
 */
export function trustedProxiesFrom(raw: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries.flatMap((e) => (e.toLowerCase() === 'loopback' ? LOOPBACK_RANGES : [e]))) {
    const [addr, bits, extra] = entry.split('/');
    const family = isIP(addr ?? '');
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : /^\d+$/.test(bits) ? Number(bits) : NaN;
    if (!family || extra !== undefined || !(prefix >= 0 && prefix <= (family === 6 ? 128 : 32))) {
      throw new Error(`SNOWLINE_TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range or "loopback"`);
    }
    list.addSubnet(addr!, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    has(address) {
      if (entries.length === 0) return false;
      const family = isIP(address);
      if (!family) return false;
      return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
    description: entries.join(', ') || '(none)',
    configured: entries.length > 0,
  };
}

/** The client behind `peer`: the peer itself unless it is a trusted proxy (see the top of this file). */
export function resolveClientAddress(
  peer: string | null | undefined,
  forwardedFor: string | string[] | null | undefined,
  trusted: TrustedProxies,
): string | null {
  let current = normalizeAddress(peer);
  if (current === null) return null;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',');
  for (let i = hops.length - 1; i >= 0 && trusted.has(current); i--) {
    const hop = normalizeAddress(hops[i]);
    // A proxy that forwards garbage is not believed further: the last address it vouched for stands.
    if (hop === null) break;
    current = hop;
  }
  return current;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackAddress(addr: string | null): boolean {
  return addr !== null && loopback.check(addr, isIP(addr) === 6 ? 'ipv6' : 'ipv4');
}

const PEER_HEADER_KEY = Symbol.for('snowline.peerAddressHeader');
type WithPeerHeader = typeof globalThis & { [PEER_HEADER_KEY]?: string };

/** The header Snowline's server stamps the socket's peer address under: random per process. */
export function peerAddressHeader(): string {
  return ((globalThis as WithPeerHeader)[PEER_HEADER_KEY] ??= `x-snowline-peer-${randomBytes(12).toString('hex')}`);
}

/** Headers a reverse proxy or CDN adds on behalf of the client it relays. */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
];

/** Whether request headers, as they reached Snowline's server, carry any proxy's forwarding header. */
function hasProxyHeaders(has: (name: string) => boolean): boolean {
  return PROXY_HEADERS.some(has);
}

/**
 * Stamps a request as it reaches Snowline's server, before Next (which adds X-Forwarded-* of its
 * own): its connection's peer, and whether it came with a proxy's forwarding headers.
 */
export function stampPeer(headers: Record<string, string | string[] | undefined>, remoteAddress: string | undefined) {
  headers[`${peerAddressHeader()}-proxied`] = hasProxyHeaders((h) => headers[h] !== undefined) ? '1' : '0';
  headers[peerAddressHeader()] = remoteAddress ?? '';
}

/** Whether the request reached Snowline's server with a proxy's forwarding headers (or unstamped). */
export function arrivedThroughProxy(req: Request): boolean {
  return (globalThis as WithPeerHeader)[PEER_HEADER_KEY] === undefined
    ? true
    : req.headers.get(`${peerAddressHeader()}-proxied`) !== '0';
}

/** The address of the connection a request came on; null when no server of ours stamped it. */
function peerAddress(req: Request): string | null {
  const header = (globalThis as WithPeerHeader)[PEER_HEADER_KEY];
  return header ? normalizeAddress(req.headers.get(header)) : null;
}

/** True when the request came straight from a trusted reverse proxy (its X-Forwarded-* are believed). */
export function fromTrustedProxy(req: Request, config: { trustedProxies: TrustedProxies }): boolean {
  const peer = peerAddress(req);
  return peer !== null && config.trustedProxies.has(peer);
}

/** The client's address for a request handed on by Snowline's server; null when unknown. */
export function clientAddress(req: Request, config: { trustedProxies: TrustedProxies }): string | null {
  return resolveClientAddress(peerAddress(req), req.headers.get('x-forwarded-for'), config.trustedProxies);
}
