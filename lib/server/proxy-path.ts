// Where Snowline's node proxy answers: a node path below this prefix (`/api/node/ext/bc/X`). The
// browser's client, the server's front, the request guard and the metrics all read it here.
export const PROXY_PREFIX = '/api/node';

/** Whether a request path (query ignored) is a proxied node call; the bare prefix is not. */
export function isProxyPath(path: string): boolean {
  return path.startsWith(`${PROXY_PREFIX}/`);
}
