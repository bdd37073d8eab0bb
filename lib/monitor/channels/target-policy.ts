// Where an alert channel may send: public internet hosts only, unless the operator opts in with
// SNOWLINE_ALERT_PRIVATE_TARGETS=allow (a webhook receiver on their own network). Slack and Discord
// take https URLs on their own hosts only (or, with that opt-in, a compatible receiver at a private
// address). Names are checked as they resolve, at connect time (the
// connection goes to the very address that was checked, so DNS rebinding cannot slip past).
import dns from 'node:dns';
import net from 'node:net';
import { envText, type Env } from '@/lib/server/env';

const PRIVATE_TARGETS_ENV = 'SNOWLINE_ALERT_PRIVATE_TARGETS';

/** The operator's opt-in to loopback, private and link-local targets. */
export function privateTargetsAllowed(env: Env = process.env): boolean {
  return envText(env, PRIVATE_TARGETS_ENV)?.toLowerCase() === 'allow';
}

const blocked = new net.BlockList();
for (const [a, p] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3], // multicast, reserved, broadcast
] as const) {
  blocked.addSubnet(a, p, 'ipv4');
}
for (const [a, p] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(a, p, 'ipv6');
}

/** Whether `ip` (a literal address) is loopback, private, link-local, unique-local or otherwise not public. */
export function isNonPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family !== 6) return true;
  // IPv4-mapped (::ffff:a.b.c.d, in either spelling) and IPv4-compatible: judged as the IPv4 inside.
  const mapped =
    /^(?:0*:)*(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip) ?? /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (mapped) {
    const v4 =
      mapped.length === 2
        ? mapped[1]!
        : [
            parseInt(mapped[1]!, 16) >> 8,
            parseInt(mapped[1]!, 16) & 255,
            parseInt(mapped[2]!, 16) >> 8,
            parseInt(mapped[2]!, 16) & 255,
          ].join('.');
    return net.isIPv4(v4) ? blocked.check(v4, 'ipv4') : true;
  }
  if (/^::ffff:/i.test(ip)) return true;
  return blocked.check(ip, 'ipv6');
}

/** A target the policy refuses; its message names why (for the operator), never an address. */
class TargetRefused extends Error {
  readonly code = 'ETARGETREFUSED';
}

const REFUSED_PRIVATE = `the target is not a public internet host (set ${PRIVATE_TARGETS_ENV}=allow to allow it)`;

/** A host given as a literal address is judged at once (a connection to it does no lookup). */
export function checkHostLiteral(hostname: string, allowPrivate: boolean): void {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(host) && isNonPublicAddress(host)) throw new TargetRefused(REFUSED_PRIVATE);
}

/** localhost and its subdomains (RFC 6761) are loopback whatever a resolver says: refused before any lookup. */
function isLocalhostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

type LookupCallback = (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls/http connections that refuses a name when any of its addresses is not
 * public: the socket then connects to an address this very function answered.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!allowPrivate && addresses.some((a) => isNonPublicAddress(a.address))) {
        return callback(new TargetRefused(REFUSED_PRIVATE), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Resolves `hostname` to one address the policy allows (for clients that take an address, not a lookup). */
export function resolveAllowed(hostname: string, allowPrivate: boolean): Promise<string> {
  checkHostLiteral(hostname, allowPrivate);
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return Promise.resolve(host);
  return new Promise((resolve, reject) =>
    guardedLookup(allowPrivate)(host, {}, (err, address) => (err ? reject(err) : resolve(address as string))),
  );
}

/** A loopback name, or a literal address that is not public. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isLocalhostName(host) || (net.isIP(host) !== 0 && isNonPublicAddress(host));
}

const SLACK_HOSTS = new Set(['hooks.slack.com']);
const DISCORD_HOSTS = new Set(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com']);

/**
 * Checks a channel's URL before it is stored or used: its scheme, and for Slack and Discord their own
 * https hosts and webhook paths; a literal address or localhost is judged by the private-target rule.
 * Answers the reason it is refused, or null.
 */
export function channelUrlProblem(
  kind: 'webhook' | 'slack' | 'discord' | 'email',
  raw: string,
  allowPrivate: boolean,
): string | null {
  if (!URL.canParse(raw)) return 'not a URL';
  const u = new URL(raw);
  if (kind === 'email') {
    if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') return 'expected smtp:// or smtps://';
  } else if (kind === 'webhook') {
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'expected an http(s) URL';
  } else if (allowPrivate && isPrivateHost(u.hostname)) {
    // The operator's opt-in: a Slack- or Discord-compatible receiver on their own network.
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'expected an http(s) URL';
  } else {
    if (u.protocol !== 'https:') return 'expected an https URL';
    if (u.username || u.password || u.port) return 'expected the service’s own webhook URL';
    const own =
      kind === 'slack'
        ? SLACK_HOSTS.has(u.hostname) && u.pathname.startsWith('/services/')
        : DISCORD_HOSTS.has(u.hostname) && u.pathname.startsWith('/api/webhooks/');
    if (!own) {
      return kind === 'slack'
        ? 'expected a Slack webhook URL (https://hooks.slack.com/services/…)'
        : 'expected a Discord webhook URL (https://discord.com/api/webhooks/…)';
    }
  }
  if (!allowPrivate && isLocalhostName(u.hostname)) return REFUSED_PRIVATE;
  try {
    checkHostLiteral(u.hostname, allowPrivate);
  } catch (e) {
    return (e as Error).message;
  }
  return null;
}
