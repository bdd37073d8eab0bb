// Next's request proxy: the X and P sections' homes answer with their block list's address before a
// page is rendered to say so, and explorer pages answer HTTP 503 with the node-down state while the node
// refuses connections (lib/explorer/node-down-proxy.ts). Pages render the same state themselves for
// failures this quick check cannot see (a node that times out or answers garbage).
import { NextResponse, type NextRequest } from 'next/server';
import { nodeDownProxy } from '@/lib/explorer/node-down-proxy';
import { urls } from '@/lib/explorer/urls';
import { serverConfig } from '@/lib/server/config';

const SECTION_HOMES: Record<string, string> = { '/x': urls.blocks('X'), '/p': urls.blocks('P') };

export function proxy(req: NextRequest) {
  const home = SECTION_HOMES[req.nextUrl.pathname];
  if (home) return NextResponse.redirect(new URL(home, req.nextUrl), 307);
  return nodeDownProxy(req, serverConfig().nodeUrl);
}

export const config = {
  matcher: ['/x/:path*', '/p/:path*', '/c/:path*', '/search', '/index/:path*'],
};
