// The node-down page renders itself through a second request to this same server
// (lib/explorer/node-down-proxy.ts). That request carries a per-process token, so the server can
// tell it from a client's: it is not counted against anyone's rate or concurrency (its outer
// request already was). On globalThis: Next's proxy and Snowline's server load this module apart.

import { processSingleton } from './process-singleton';

export const INNER_RENDER_HEADER = 'x-snowline-node-down-render';

export function innerRenderToken(): string {
  return processSingleton('innerRenderToken', () => globalThis.crypto.randomUUID());
}
