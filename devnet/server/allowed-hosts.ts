// AvalancheGo's --http-allowed-hosts check (api/server/allowed_hosts.go), against DNS rebinding: a
// request whose Host names a host not on the list is refused with 403 "invalid host specified". A
// missing Host or an IP address always passes; "*" lets every host through.
import { isIP } from 'node:net';

export const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost'];

/** Returns whether a request with this Host header is served. */
export type HostCheck = (hostHeader: string | undefined) => boolean;

/** net.SplitHostPort's host, or the whole value when it has no port (or too many colons), as the node does. */
function hostOf(hostHeader: string): string {
  if (hostHeader.startsWith('[')) {
    const end = hostHeader.indexOf(']');
    if (end > 0 && hostHeader[end + 1] === ':') return hostHeader.slice(1, end);
    return hostHeader;
  }
  const colon = hostHeader.lastIndexOf(':');
  if (colon < 0 || hostHeader.indexOf(':') !== colon) return hostHeader;
  return hostHeader.slice(0, colon);
}

export function allowedHostsCheck(allowed: readonly string[]): HostCheck {
  if (allowed.includes('*')) return () => true;
  const hosts = new Set(allowed.map((h) => h.toLowerCase()));
  return (hostHeader) => {
    if (hostHeader === undefined || hostHeader === '') return true;
    const host = hostOf(hostHeader);
    // An IP literal cannot be rebound; `[::1]` without a port counts as one too (Go would ask the list).
    const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    if (isIP(literal) !== 0) return true;
    return hosts.has(host.toLowerCase());
  };
}
