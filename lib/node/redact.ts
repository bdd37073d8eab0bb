// Public errors say nothing about where the node is: its URL, host, credentials and any other
// address an error carries (`connect ECONNREFUSED 10.0.3.7:9650`) become placeholders.

const URL_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g;
// Bracketed IPv6 with a port, or a bare address of at least three groups (never a time like 12:30).
const IPV6 = /\[[0-9a-f:.]+\](?::\d{1,5})?|\b(?:[0-9a-f]{1,4}:){2,7}[0-9a-f]{1,4}\b|::1\b/gi;

/** AvalancheGo's route words and chain aliases: not secrets, and common in error texts. */
const ROUTE_WORDS = new Set(
  [
    'ext',
    'bc',
    'rpc',
    'ws',
    'p',
    'x',
    'c',
    'info',
    'health',
    'admin',
    'index',
    'keystore',
    'metrics',
    'avax',
    'events',
  ].concat(['platform', 'api', 'v1', 'v2', 'v3', 'mainnet', 'fuji', 'avalanche', 'node']),
);

function isPathSecret(segment: string): boolean {
  return segment.length >= 4 && !ROUTE_WORDS.has(segment.toLowerCase());
}

/** The pieces of `nodeUrl` that would tell a reader where the node is or how to reach it. */
function secretsOf(nodeUrl: string): string[] {
  let u: URL;
  try {
    u = new URL(nodeUrl);
  } catch {
    return [nodeUrl];
  }
  const parts = [nodeUrl, u.href, u.origin, u.host, u.hostname, u.username, u.password];
  for (const value of u.searchParams.values()) parts.push(value);
  // A key carried in the path (https://provider.example/<key>/ext/bc/C/rpc): its segments that are not
  // AvalancheGo's own route words.
  for (const segment of u.pathname.split('/')) if (isPathSecret(segment)) parts.push(segment);
  for (const p of [...parts]) {
    try {
      parts.push(decodeURIComponent(p));
    } catch {
      // not percent-encoded: kept as it is
    }
  }
  // Longest first, so a URL is replaced whole before its host is.
  return [...new Set(parts.filter((p) => p.length >= 3))].sort((a, b) => b.length - a.length);
}

export function redactNodeAddress(text: string, nodeUrl: string): string {
  let out = text;
  for (const secret of secretsOf(nodeUrl)) out = out.split(secret).join('[node]');
  return out
    .replace(/\[node\]:\d{1,5}/g, '[node]')
    .replace(URL_LIKE, '[address]')
    .replace(IPV4, '[address]')
    .replace(IPV6, '[address]');
}

/** Redacts every string inside a JSON value (a node error's `data`). */
export function redactJson(value: unknown, nodeUrl: string): unknown {
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  try {
    return JSON.parse(redactNodeAddress(JSON.stringify(value), nodeUrl)) as unknown;
  } catch {
    return null;
  }
}
