// The node-down page renders itself through a second request to this same server
// (lib/explorer/node-down-proxy.ts). That request carries a per-process token, so the server can
// tell it from a client's: it is not counted against anyone's rate or concurrency (its outer
// request already was). On globalThis: Next's proxy and Snowline's server load this module apart.

export const INNER_RENDER_HEADER = 'x-snowline-node-down-render';

const key = Symbol.for('snowline.innerRenderToken');
type WithToken = typeof globalThis & { [key]?: string };

export function innerRenderToken(): string {
  const g = globalThis as WithToken;
  g[key] ??= globalThis.crypto.randomUUID();
  return g[key];
}
