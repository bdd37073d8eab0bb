// A request from this machine to this machine: the only kind that may change state on the embedded
// devnet without signing in. The client address must be loopback, and so must the host the browser
// addressed: a web page that rebinds its own name to 127.0.0.1 (DNS rebinding) still sends its name.
// Never local behind a reverse proxy: a proxy on this machine (nginx's `proxy_pass http://127.0.0.1:3000`)
// connects from loopback for every visitor. So a request that carries any proxy's forwarding header, or
// a browser Origin that is not loopback, is not local; and once trusted proxies are configured, a
// loopback peer is one of them or stands for one, and is not local either.
import { arrivedThroughProxy, clientAddress, isLoopbackAddress } from '@/lib/server/client-address';
import { serverConfig, type ServerConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/request-target';

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

function loopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(origin).host);
  } catch {
    return false;
  }
}

export function isLocalRequest(
  req: Request,
  config: Pick<ServerConfig, 'trustedProxies' | 'publicOrigin'> = serverConfig(),
): boolean {
  if (arrivedThroughProxy(req)) return false;
  if (config.trustedProxies.configured) return false;
  const origin = req.headers.get('origin');
  if (origin !== null && !loopbackOrigin(origin)) return false;
  return isLoopbackAddress(clientAddress(req, config)) && LOOPBACK_HOST.test(requestHost(req, config) ?? '');
}
