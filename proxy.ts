// Next's request proxy: explorer pages answer HTTP 503 with the node-down state while the node
// refuses connections (lib/explorer/node-down-proxy.ts). Pages render the same state themselves
// for failures this quick check cannot see (a node that times out or answers garbage).
import type { NextRequest } from 'next/server';
import { nodeDownProxy } from '@/lib/explorer/node-down-proxy';
import { serverConfig } from '@/lib/server/config';

export function proxy(req: NextRequest) {
  return nodeDownProxy(req, serverConfig().nodeUrl);
}

export const config = {
  matcher: ['/x/:path*', '/p/:path*', '/c/:path*', '/search', '/index/:path*'],
};
