// Who the client is, for rate limits and loopback checks: the socket's peer address, unless that peer
// is a proxy the operator trusts (SNOWLINE_TRUSTED_PROXIES), whose X-Forwarded-For is then read from
// the right, hop by hop, until the first address that is not a trusted proxy. A header from anyone
// else is ignored: a client cannot choose its own address.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** Whether `address` (IPv4 or IPv6, normalized) is a proxy whose forwarding headers are believed. */
  has(address: string): boolean;
  /** As configured, for messages. */
  readonly description: string;
}

/** The header Snowline's server sets on every request it hands on: the client address it decided. */
export const CLIENT_ADDRESS_HEADER = 'x-snowline-client-address';

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** `::ffff:10.0.0.1` → `10.0.0.1`; brackets and zones dropped; lower case. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim().toLowerCase();
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  const zone = a.indexOf('%');
  if (zone > 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  return mapped ? mapped[1]! : a;
}

/**
 * Parses SNOWLINE_TRUSTED_PROXIES: a comma-separated list of addresses and CIDR ranges, and the word
 * `loopback` (127.0.0.0/8 and ::1). Empty: no proxy is trusted.
 */
export function trustedProxiesFrom(raw: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries.flatMap((e) => (e.toLowerCase() === 'loopback' ? LOOPBACK : [e]))) {
    const [addr, bits, extra] = entry.split('/');
    const family = isIP(addr ?? '');
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (
      !family ||
      extra !== undefined ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > (family === 6 ? 128 : 32)
    ) {
      throw new Error(`SNOWLINE_TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range or "loopback"`);
    }
    list.addSubnet(addr!, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    has(address) {
      const family = isIP(address);
      if (!family || entries.length === 0) return false;
      return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
    description: entries.join(', ') || '(none)',
  };
}

type RequestLike = Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string | undefined } };

function forwardedChain(req: RequestLike): string[] {
  const raw = req.headers['x-forwarded-for'];
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The client's address: the socket peer, or what trusted proxies in front of it say (see above). */
export function clientAddressWith(req: RequestLike, trusted: TrustedProxies): string {
  let current = normalizeAddress(req.socket.remoteAddress ?? '');
  if (!current) return 'unknown';
  const chain = forwardedChain(req);
  while (trusted.has(current) && chain.length > 0) {
    const hop = normalizeAddress(chain.pop()!);
    // A proxy that forwards garbage is not believed further: the last address it vouched for stands.
    if (!isIP(hop)) break;
    current = hop;
  }
  return current;
}

/** Whether the request came over TLS, directly or (per a trusted proxy's X-Forwarded-Proto) in front. */
export function arrivedOverHttps(req: RequestLike & { socket: { encrypted?: boolean } }, trusted: TrustedProxies) {
  if (req.socket.encrypted) return true;
  const peer = normalizeAddress(req.socket.remoteAddress ?? '');
  if (!trusted.has(peer)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  return proto === 'https';
}

export function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1';
}

let processTrusted: TrustedProxies | undefined;

/** The client's address per this process's SNOWLINE_TRUSTED_PROXIES. */
export function clientAddress(req: RequestLike): string {
  processTrusted ??= trustedProxiesFrom(process.env.SNOWLINE_TRUSTED_PROXIES);
  return clientAddressWith(req, processTrusted);
}
