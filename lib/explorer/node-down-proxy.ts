// What proxy.ts does for explorer pages: while the node refuses connections, answer HTTP 503 with
// the node-down page (the app's own layout, header and Retry), keeping the page's URL.
//
// Next ignores the status of a proxy rewrite for app pages (it renders them with 200), so the 503
// is made here: the proxy asks this same server for the page again, marked with a per-process
// token that makes that inner request a plain rewrite to /node-unreachable, and sends its body on
// with status 503. The inner request goes to this server's own listening address, never to the
// request's Host (a caller must not be able to point it elsewhere). If it fails, the plain
// rewrite is still the node-down page, only with status 200.
import { NextResponse, type NextRequest } from 'next/server';
import { INNER_RENDER_HEADER as INNER_HEADER, innerRenderToken } from '@/lib/server/inner-render';
import { createReachabilityProbe } from './node-reachability';

const innerToken = innerRenderToken();

// Hop-by-hop and encoding headers: the inner body arrives decoded and is re-framed by the server.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

let probe: ReturnType<typeof createReachabilityProbe> | undefined;

function rewriteToNodeDown(req: NextRequest): NextResponse {
  const url = req.nextUrl.clone();
  url.pathname = '/node-unreachable';
  url.search = '';
  return NextResponse.rewrite(url, { headers: { 'cache-control': 'no-store' } });
}

/** This server's own origin, as Next recorded it when it started listening. */
function ownOrigin(): string | null {
  const recorded = process.env.__NEXT_PRIVATE_ORIGIN;
  if (recorded) return recorded;
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : null;
}

async function renderWith503(req: NextRequest): Promise<NextResponse | null> {
  const origin = ownOrigin();
  if (!origin) return null;
  const headers = new Headers();
  req.headers.forEach((v, k) => {
    if (!DROPPED.has(k)) headers.set(k, v);
  });
  headers.set(INNER_HEADER, innerToken);
  try {
    const inner = await fetch(new URL(req.nextUrl.pathname + req.nextUrl.search, origin), {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const out = new Headers();
    inner.headers.forEach((v, k) => {
      if (!DROPPED.has(k) && !k.startsWith('x-middleware-')) out.set(k, v);
    });
    out.set('cache-control', 'no-store');
    out.set('retry-after', '5');
    return new NextResponse(inner.body, { status: 503, headers: out });
  } catch {
    return null;
  }
}

export async function nodeDownProxy(req: NextRequest, nodeUrl: string): Promise<NextResponse> {
  if (req.headers.get(INNER_HEADER) === innerToken) {
    // The search page shows the node-down state itself: rewriting it would render the header as
    // for another path (the header hides its search box on /search) and break hydration.
    return req.nextUrl.pathname === '/search' ? NextResponse.next() : rewriteToNodeDown(req);
  }
  const path = req.nextUrl.pathname;
  // Link prefetches keep their own handling (a failed prefetch is noise); images draw their own card;
  // an empty search page needs no node.
  if (req.headers.has('next-router-prefetch') || path.includes('/opengraph-image')) return NextResponse.next();
  if (path === '/search' && !req.nextUrl.searchParams.get('q')) return NextResponse.next();
  probe ??= createReachabilityProbe({ nodeUrl });
  if ((await probe()) !== 'down') return NextResponse.next();
  return (await renderWith503(req)) ?? rewriteToNodeDown(req);
}
