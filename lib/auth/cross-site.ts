// Refuses state-changing requests that a page on another site made the browser send. The session
// cookie is SameSite=Strict already; this is the second lock, for browsers or paths where that is not
// enough: Sec-Fetch-Site must say same-origin when present, and the Origin must be this site's.
// A request with neither header did not come from a web page (curl, scripts, scrapers) and passes.
import { serverConfig, type ServerConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/request-target';

/** Why the request is refused as cross-site, or null when it may go on. */
export function crossSiteRefusal(
  req: Request,
  config: Pick<ServerConfig, 'trustedProxies' | 'publicOrigin'> = serverConfig(),
): string | null {
  const site = req.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') {
    return `cross-site request refused: the browser says it came from ${site === 'none' ? 'no page' : `a ${site} page`}`;
  }
  const origin = req.headers.get('origin');
  if (origin === null) return null;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return 'cross-site request refused: its Origin is not this site';
  }
  const ours = [requestHost(req, config), config.publicOrigin ? new URL(config.publicOrigin).host : null];
  if (origin !== 'null' && ours.includes(host)) return null;
  return 'cross-site request refused: its Origin is not this site (behind a reverse proxy, set SNOWLINE_PUBLIC_URL)';
}
