// A request from this machine to this machine: the only kind that may change state on the embedded
// devnet without signing in. The client address must be loopback, and so must the host the browser
// addressed: a web page that rebinds its own name to 127.0.0.1 (DNS rebinding) still sends its name.
import { clientAddress, isLoopbackAddress } from '@/lib/server/client-address';
import { serverConfig, type ServerConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/request-target';

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

export function isLocalRequest(
  req: Request,
  config: Pick<ServerConfig, 'trustedProxies' | 'publicOrigin'> = serverConfig(),
): boolean {
  return isLoopbackAddress(clientAddress(req, config)) && LOOPBACK_HOST.test(requestHost(req, config) ?? '');
}
