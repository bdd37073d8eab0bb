// What Snowline's own HTTP server (scripts/server.mjs) answers before Next: the node proxy, which
// would otherwise spend more time in Next's routing than the node spends answering, and the kept
// HTML of immutable pages. Everything else goes to Next's request handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createImmutablePageCache, type ImmutablePageCache, type Render } from '@/lib/page-cache/immutable-pages';
import { proxyDeps } from '@/lib/proxy/instance';
import { PROXY_PREFIX, serveProxyHttp } from '@/lib/proxy/node-http';

export interface HttpFrontOptions {
  /** Next's request handler. */
  next: Render;
  /** `next dev`: pages change as code does, so none is kept. */
  dev: boolean;
  buildId: string;
  /** Bytes of page HTML kept (SNOWLINE_PAGE_CACHE_BYTES, default 64 MiB). */
  pageCacheBytes?: number;
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

function failed(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Internal server error');
}

export function pageCacheBytesFrom(env: Record<string, string | undefined>): number {
  const raw = env.SNOWLINE_PAGE_CACHE_BYTES;
  if (raw === undefined || raw === '') return 64 * 1024 * 1024;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`SNOWLINE_PAGE_CACHE_BYTES must be a byte count, got "${raw}"`);
  return n;
}

export function createHttpFront(options: HttpFrontOptions): RequestListener {
  const bytes = options.pageCacheBytes ?? pageCacheBytesFrom(process.env);
  const pages: ImmutablePageCache | null =
    options.dev || bytes === 0 ? null : createImmutablePageCache({ maxBytes: bytes, buildId: options.buildId });
  return (req, res) => {
    const url = req.url ?? '/';
    let handled: Promise<unknown>;
    if (url.startsWith(`${PROXY_PREFIX}/`)) handled = serveProxyHttp(req, res, proxyDeps());
    else if (pages?.accepts(req)) handled = pages.serve(req, res, options.next);
    else handled = options.next(req, res);
    handled.catch((err: unknown) => {
      console.error('[snowline server]', err);
      failed(res);
    });
  };
}
