// What Snowline's own HTTP server (scripts/server.mjs) does with each request: the request guard
// first (security headers, client address, rate and concurrency limits: lib/security), then the
// node proxy, which would otherwise spend more time in Next's routing than the node spends
// answering, the build's scripts and stylesheets, and the kept HTML of immutable pages. Everything
// else goes to Next's request handler.
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { httpMetrics, PROXY_ROUTE, routeLabel, type HttpMetrics } from '@/lib/metrics/http-requests';
import { createImmutablePageCache, type ImmutablePageCache, type Render } from '@/lib/page-cache/immutable-pages';
import { createStaticAssets, type StaticAssets } from '@/lib/page-cache/static-assets';
import { proxyDeps } from '@/lib/proxy/instance';
import { serveProxyHttp } from '@/lib/proxy/node-http';
import { securityConfig, type SecurityConfig } from '@/lib/security/config';
import { contentSecurityPolicy, inlineScriptHashes, nonceOf } from '@/lib/security/content-security-policy';
import { apiSecurityHeaders } from '@/lib/security/response-headers';
import type { RateLimiter } from '@/lib/security/rate-limit';
import { redisTokenBuckets } from '@/lib/security/redis-rate-limit';
import { createRequestGuard } from '@/lib/security/request-guard';
import { processRedis } from '@/lib/redis/instance';
import { envInt } from '@/lib/server/env';

export interface HttpFrontOptions {
  /** Next's request handler. */
  next: Render;
  /** `next dev`: pages change as code does, so none is kept. */
  dev: boolean;
  buildId: string;
  /** The build's `static` folder, whose scripts and stylesheets are served from memory; unset, Next serves them. */
  staticDir?: string;
  /** Bytes of page HTML kept (SNOWLINE_PAGE_CACHE_BYTES, default 64 MiB). */
  pageCacheBytes?: number;
  /** Defaults to the process's (lib/security/config.ts). */
  security?: SecurityConfig;
  /** Defaults to buckets shared in Redis with SNOWLINE_REDIS_URL, else in this process. */
  rateLimiter?: RateLimiter;
  /** Defaults to the process's (on the shared /metrics registry). */
  metrics?: HttpMetrics;
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
export type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The request listener, and `upgrade(next)`: the listener for `Connection: Upgrade` requests, which
 * pass the same guard (limits, path checks) as every other; only `next dev` serves any (its reload
 * socket), so in production an upgrade that passes is answered 404.
 */
export type HttpFront = RequestListener & { upgrade(nextUpgrade?: UpgradeListener): UpgradeListener };

/** A 500 for an answer that threw; `security`: headers the guard left to the answer (a proxied call's). */
function failed(res: ServerResponse, err: unknown, security: readonly string[] = []): void {
  console.error('[snowline server]', err);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, [...security, 'content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store']);
  res.end('Internal server error');
}

export function pageCacheBytesFrom(env: Record<string, string | undefined>): number {
  return envInt(env, 'SNOWLINE_PAGE_CACHE_BYTES', 64 * 1024 * 1024, 0);
}

/**
 * A kept page is sent to many viewers: its scripts are allowed by their hashes, not a nonce; only
 * those its first render gave that render's nonce (`renderPolicy` names it).
 */
function keptPagePolicy(html: string, renderPolicy: string): string {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html, nonceOf(renderPolicy) ?? '') });
}

export function createHttpFront(options: HttpFrontOptions): HttpFront {
  const bytes = options.pageCacheBytes ?? pageCacheBytesFrom(process.env);
  const pages: ImmutablePageCache | null =
    options.dev || bytes === 0
      ? null
      : createImmutablePageCache({ maxBytes: bytes, buildId: options.buildId, keptPagePolicy });
  const assets: StaticAssets | null = options.dev || !options.staticDir ? null : createStaticAssets(options.staticDir);
  const security = options.security ?? securityConfig();
  const redis = processRedis();
  // With Redis, a client has one bucket whichever instance answers it.
  const shared = security.rateLimit && redis ? redisTokenBuckets(redis, security.rateLimit) : undefined;
  const guard = createRequestGuard({ config: security, dev: options.dev, rateLimiter: options.rateLimiter ?? shared });
  const metrics = options.metrics ?? httpMetrics();

  const seconds = (started: number) => (performance.now() - started) / 1000;

  async function handle(req: IncomingMessage, res: ServerResponse, started: number): Promise<unknown> {
    const checked = await guard.check(req, res);
    if (checked.passed && checked.kind === 'proxy') {
      // Counted once answered: a listener per call would cost the hot path more than the count.
      const security = apiSecurityHeaders(checked.https);
      try {
        await serveProxyHttp(req, res, proxyDeps(), security, checked.client);
      } catch (err) {
        failed(res, err, security);
      }
      metrics.request(PROXY_ROUTE, req.method ?? 'GET', res.statusCode, seconds(started));
      return;
    }
    const route = routeLabel(req.url ?? '/');
    res.once('close', () => metrics.request(route, req.method ?? 'GET', res.statusCode, seconds(started)));
    if (!checked.passed) return;
    if (assets?.accepts(req)) return assets.serve(req, res, options.next);
    if (pages?.accepts(req)) return pages.serve(req, res, options.next);
    return options.next(req, res);
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, nextUpgrade?: UpgradeListener) {
    // A response on the raw socket, for the guard to answer a refusal on (and to hold a slot until close).
    const res = new ServerResponse(req);
    res.assignSocket(socket as Socket);
    res.once('finish', () => socket.end());
    const checked = await guard.check(req, res);
    if (!checked.passed) return;
    if (options.dev && nextUpgrade) return nextUpgrade(req, socket, head);
    res.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      connection: 'close',
      'cache-control': 'no-store',
    });
    res.end('No WebSocket is served here.\n');
  }

  const listener: RequestListener = (req, res) => {
    handle(req, res, performance.now()).catch((err: unknown) => failed(res, err));
  };
  return Object.assign(listener, {
    upgrade:
      (nextUpgrade?: UpgradeListener): UpgradeListener =>
      (req, socket, head) => {
        socket.on('error', () => socket.destroy());
        handleUpgrade(req, socket, head, nextUpgrade).catch((err: unknown) => {
          console.error('[snowline server] upgrade', err);
          socket.destroy();
        });
      },
  });
}
