// CORS as AvalancheGo answers it: rs/cors v1.7.0 with the node's --http-allowed-origins (AvalancheGo's
// default "*"; the devnet's, loopback pages only: DEVNET_ALLOWED_ORIGINS) and AllowCredentials, its default methods (GET, POST, HEAD) and request headers (Origin,
// Accept, Content-Type, X-Requested-With). A preflight is answered here, before the host check.

export interface CorsPolicy {
  allowAll: boolean;
  origins: Set<string>;
  wildcards: { prefix: string; suffix: string }[];
}

/**
 * The devnet's default, unlike AvalancheGo's "*": pages served from this machine only. A devnet holds
 * a keystore and funded keys, so a website open in the developer's browser must not drive it.
 */
export const DEVNET_ALLOWED_ORIGINS = [
  'http://localhost',
  'http://localhost:*',
  'http://127.0.0.1',
  'http://127.0.0.1:*',
  'http://[::1]',
  'http://[::1]:*',
];

const ALLOWED_METHODS = new Set(['GET', 'POST', 'HEAD']);
const ALLOWED_HEADERS = new Set(['Origin', 'Accept', 'Content-Type', 'X-Requested-With']);

export function corsPolicy(allowedOrigins: readonly string[]): CorsPolicy {
  const policy: CorsPolicy = { allowAll: allowedOrigins.length === 0, origins: new Set(), wildcards: [] };
  for (const raw of allowedOrigins) {
    const origin = raw.toLowerCase();
    if (origin === '*') return { allowAll: true, origins: new Set(), wildcards: [] };
    const star = origin.indexOf('*');
    if (star >= 0) policy.wildcards.push({ prefix: origin.slice(0, star), suffix: origin.slice(star + 1) });
    else policy.origins.add(origin);
  }
  return policy;
}

function originAllowed(p: CorsPolicy, origin: string): boolean {
  if (p.allowAll) return true;
  const o = origin.toLowerCase();
  if (p.origins.has(o)) return true;
  return p.wildcards.some(
    (w) =>
      o.length >= w.prefix.length + w.suffix.length &&
      o.startsWith(w.prefix) &&
      o.endsWith(w.suffix) &&
      // A port wildcard stands for a port: `http://localhost:*` never matches `http://localhost:1.evil.example`.
      (!w.prefix.endsWith(':') || w.suffix !== '' || /^\d{1,5}$/.test(o.slice(w.prefix.length))),
  );
}

/** OPTIONS is always allowed; otherwise the default methods. */
const methodAllowed = (method: string): boolean =>
  method.toUpperCase() === 'OPTIONS' || ALLOWED_METHODS.has(method.toUpperCase());

/** rs/cors parseHeaderList: splits on spaces and commas and writes each name in canonical case. */
function parseHeaderList(list: string): string[] {
  const out: string[] = [];
  let h = '';
  let upper = true;
  for (let i = 0; i < list.length; i++) {
    const b = list[i] as string;
    if (b >= 'a' && b <= 'z') h += upper ? b.toUpperCase() : b;
    else if (b >= 'A' && b <= 'Z') h += upper ? b : b.toLowerCase();
    else if (b === '-' || b === '_' || (b >= '0' && b <= '9')) h += b;
    if (b === ' ' || b === ',' || i === list.length - 1) {
      if (h.length > 0) {
        out.push(h);
        h = '';
        upper = true;
      }
    } else upper = b === '-' || b === '_';
  }
  return out;
}

type Headers = Record<string, string | string[]>;

export function isPreflight(method: string, requestMethod: string | undefined): boolean {
  return method === 'OPTIONS' && (requestMethod ?? '') !== '';
}

/** The headers of a preflight's reply (always 200, empty): allow-* only when origin, method and headers pass. */
export function preflightHeaders(
  p: CorsPolicy,
  req: { origin?: string; requestMethod: string; requestHeaders?: string },
): Headers {
  const headers: Headers = { vary: ['Origin', 'Access-Control-Request-Method', 'Access-Control-Request-Headers'] };
  if (!req.origin || !originAllowed(p, req.origin) || !methodAllowed(req.requestMethod)) return headers;
  const requested = parseHeaderList(req.requestHeaders ?? '');
  if (!requested.every((h) => ALLOWED_HEADERS.has(h))) return headers;
  headers['access-control-allow-origin'] = p.allowAll ? '*' : req.origin;
  headers['access-control-allow-methods'] = req.requestMethod.toUpperCase();
  if (requested.length > 0) headers['access-control-allow-headers'] = requested.join(', ');
  headers['access-control-allow-credentials'] = 'true';
  return headers;
}

/** The CORS headers of any other reply. */
export function actualRequestHeaders(p: CorsPolicy, req: { origin?: string; method: string }): Headers {
  const headers: Headers = { vary: 'Origin' };
  if (!req.origin || !originAllowed(p, req.origin) || !methodAllowed(req.method)) return headers;
  headers['access-control-allow-origin'] = p.allowAll ? '*' : req.origin;
  headers['access-control-allow-credentials'] = 'true';
  return headers;
}
