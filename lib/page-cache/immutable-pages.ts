// The HTML of accepted tx and block pages (X, P and every EVM chain's), rendered once by Next and served from memory afterwards
// with a Cache-Control that lets a CDN keep it (the header's live parts load in the browser). A page
// is kept only when it says so (IMMUTABLE_PAGE_TAG), answered 200 as HTML, and set no cookie. Only
// plain document requests from visitors without credentials are answered from or kept in the cache.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { encodingFor, type Encoding } from './encoding';
import { IMMUTABLE_PAGE_TAG } from './marker';
import { captureResponse, type CapturedResponse } from './capture-response';

/** Browsers check again hourly (a new deployment changes the page's scripts); CDNs keep it a year. */
export const PAGE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=31536000';

// The entity pages whose content can become final: X, P and C txs and blocks, and those of every EVM
// chain under /evm/<chain> (a chain named with other characters than these is simply not kept).
const ENTITY_PAGE = /^\/(?:x|p|c|evm\/[A-Za-z0-9_-]{1,100})\/(?:tx|blocks)\/[A-Za-z0-9]{1,100}$/;
// Requests that get something else than the document, or may get a personal page.
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'authorization',
  'x-snowline-operator-token',
  'cookie',
];
// Per-response headers that are not part of the page.
// HSTS is the server's per-request decision (how the first viewer came in says nothing of the next).
const NOT_KEPT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'set-cookie',
  'strict-transport-security',
]);

/** A kept page, compressed both ways browsers take (the plain bytes are rarely asked for: unzipped then). */
interface KeptPage {
  /** Headers of the first answer (the render), without length or encoding. */
  headers: OutgoingHttpHeaders;
  br: Buffer;
  gzip: Buffer;
  /** Ready-made headers of a hit, per encoding. */
  hit: Record<Encoding, OutgoingHttpHeaders>;
}

function compress(body: Buffer): { br: Buffer; gzip: Buffer } {
  // Quality 6: within a tenth of the best size, at a fiftieth of its time (once per page).
  const br = brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  return { br, gzip: gzipSync(body) };
}

export type Render = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

export interface ImmutablePageCache {
  /** Whether the cache may answer or keep this request. */
  accepts(req: IncomingMessage): boolean;
  /** Answers from the cache, or renders with `render` and keeps the page when it is immutable. */
  serve(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void>;
  stats(): { bytes: number; pages: number };
}

export interface PageCacheOptions {
  maxBytes: number;
  /** Pages of another build load other scripts: the build id is part of every key. */
  buildId: string;
  /**
   * The Content-Security-Policy a kept page is served with, from its HTML and its first render's
   * policy. That policy names a nonce meant for one response; every later viewer would share it.
   */
  keptPagePolicy?: (html: string, renderPolicy: string) => string;
}

export function createImmutablePageCache(options: PageCacheOptions): ImmutablePageCache {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    sizeCalculation: (p, key) => key.length + p.br.length + p.gzip.length + 1024,
  });

  function accepts(req: IncomingMessage): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!ENTITY_PAGE.test(req.url ?? '')) return false;
    return !BYPASS_HEADERS.some((h) => req.headers[h] !== undefined);
  }

  function sendHit(req: IncomingMessage, res: ServerResponse, page: KeptPage): void {
    const encoding = encodingFor(req);
    res.writeHead(200, page.hit[encoding]);
    if (req.method === 'HEAD') res.end();
    else res.end(encoding === 'identity' ? gunzipSync(page.gzip) : page[encoding]);
  }

  function keep(key: string, captured: CapturedResponse): KeptPage | null {
    const { status, headers, body } = captured;
    if (status !== 200 || !String(headers['content-type'] ?? '').startsWith('text/html')) return null;
    if (headers['set-cookie'] !== undefined || !body.includes(IMMUTABLE_PAGE_TAG)) return null;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!NOT_KEPT.has(name)) kept[name] = value;
    kept['cache-control'] = PAGE_CACHE_CONTROL;
    if (options.keptPagePolicy) {
      const renderPolicy = String(headers['content-security-policy'] ?? '');
      kept['content-security-policy'] = options.keptPagePolicy(body.toString('utf8'), renderPolicy);
    }
    kept.vary = [kept.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    const { br, gzip } = compress(body);
    const hit = (encoding: Encoding, length: number): OutgoingHttpHeaders => ({
      ...kept,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(length),
      'x-snowline-page-cache': 'hit',
    });
    const page: KeptPage = {
      headers: kept,
      br,
      gzip,
      hit: { br: hit('br', br.length), gzip: hit('gzip', gzip.length), identity: hit('identity', body.length) },
    };
    pages.set(key, page);
    return pages.has(key) ? page : null;
  }

  async function serve(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
    const key = `${options.buildId} ${req.url}`;
    const hit = pages.get(key);
    if (hit) return sendHit(req, res, hit);
    if (req.method !== 'GET') {
      await render(req, res);
      return;
    }
    // Rendered without compression, so the kept bytes can be served to anyone; compressed here.
    delete req.headers['accept-encoding'];
    const sent = captureResponse(res, (page) => {
      const kept = keep(key, page);
      // This response keeps its own per-request headers (HSTS); later ones get theirs from the server.
      return kept ? { ...page, headers: { ...page.headers, ...kept.headers, 'x-snowline-page-cache': 'miss' } } : page;
    });
    await render(req, res);
    await sent;
  }

  return { accepts, serve, stats: () => ({ bytes: pages.calculatedSize, pages: pages.size }) };
}
