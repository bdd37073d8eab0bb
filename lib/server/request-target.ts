// Where a request was sent, as the browser saw it: the host it addressed and whether it used https.
// X-Forwarded-Host / -Proto count only from a trusted reverse proxy (lib/server/client-address.ts).
import { fromTrustedProxy } from './client-address';
import { serverConfig, type ServerConfig } from './config';

type TargetConfig = Pick<ServerConfig, 'trustedProxies' | 'publicOrigin'>;

const first = (v: string | null) => v?.split(',')[0]?.trim().toLowerCase() || null;

/** The host (with port, if any) the client addressed, lower-case; null if the request names none. */
export function requestHost(req: Request, config: TargetConfig = serverConfig()): string | null {
  if (fromTrustedProxy(req, config)) {
    const forwarded = first(req.headers.get('x-forwarded-host'));
    if (forwarded) return forwarded;
  }
  return first(req.headers.get('host'));
}

/**
 * True when the browser reached Snowline over https: the public URL is https, or a trusted proxy says
 * so, or the request itself was https. Decides the session cookie's Secure flag.
 */
export function requestIsHttps(req: Request, config: TargetConfig = serverConfig()): boolean {
  if (config.publicOrigin?.startsWith('https:')) return true;
  if (fromTrustedProxy(req, config)) return first(req.headers.get('x-forwarded-proto')) === 'https';
  return new URL(req.url).protocol === 'https:';
}
