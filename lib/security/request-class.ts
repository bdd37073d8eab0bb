// What a request costs, by what it will be served as: build assets nothing, the node proxy and pages
// one token, expensive pages (address pages, search, Open Graph images, CSV exports) several tokens
// and a concurrency slot. Paths are classified decoded, as Next routes them, and a path Next or a URL
// parser would rewrite (dot segments however spelled, backslashes, control characters) is refused before anything runs: otherwise `/_next/static/%2e%2e/api/node/…` is priced
// as a build file and served as the proxy.
import { isProxyPath } from '@/lib/server/proxy-path';

export type RequestClass = 'asset' | 'proxy' | 'page' | 'expensive';

// Files of the build and the icon: read from disk, the same for everyone.
const ASSET = /^\/(?:_next\/static\/|favicon\.ico$|icon\.svg$|robots\.txt$)/;
// Address pages page through the node's UTXOs; OG images render a picture after node lookups.
const EXPENSIVE_PATH = /^\/(?:x|p|c)\/address\/|\/opengraph-image(?:[/-]|$)|\.csv$/i;
// Characters a WHATWG URL parser drops or turns into a separator: tabs, newlines, other controls, `\`.
const REWRITTEN_CHAR = /[\u0000-\u001f\u007f\\]/;
// An encoded backslash: a URL parser turns it into a separator once someone decodes it. An encoded
// slash is left to the decoded rounds (their dot segments are refused): ids and searches may hold one.
const ENCODED_SEPARATOR = /%5c/i;
// Rounds of decoding looked through: `%25252e` is `.` three decodes down.
const DECODE_ROUNDS = 4;

function splitUrl(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  return q === -1 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q + 1) };
}

const isDotSegment = (s: string) => s === '.' || s === '..';

/**
 * Why the path of `url` is refused, or null when it is served as it reads. Every decoding of the
 * path, down to `DECODE_ROUNDS` deep, must be free of dot segments, backslashes, encoded slashes
 * and control characters; the first decoding (Next's) must succeed.
 */
export function refusedPath(url: string): string | null {
  let path = splitUrl(url).path;
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (REWRITTEN_CHAR.test(path)) return 'the path holds a backslash or a control character';
    if (path.split('/').some(isDotSegment)) return 'the path holds a dot segment';
    if (!path.includes('%')) return null;
    if (ENCODED_SEPARATOR.test(path)) return 'the path holds an encoded backslash';
    try {
      path = decodeURIComponent(path);
    } catch {
      // A literal `%` left by an earlier decoding is text, not an escape.
      return round === 0 ? 'the path is not valid percent-encoding' : null;
    }
  }
  return null;
}

/** The path as Next routes it (decoded once); the raw path when it does not decode. */
function routedPath(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The class of a request for `url`, by its decoded path and parsed query. A link prefetch (Next's
 * `next-router-prefetch` header) renders only the layouts above the page, never its node lookups:
 * an ordinary page request. A path `refusedPath` refuses is classed as it reads, for its refusal.
 */
export function requestClass(url: string, prefetch = false): RequestClass {
  const split = splitUrl(url);
  const path = routedPath(split.path);
  if (ASSET.test(path)) return 'asset';
  // The bare /api/node is a page (Next's 404).
  if (isProxyPath(path)) return 'proxy';
  if (prefetch) return 'page';
  if (EXPENSIVE_PATH.test(path)) return 'expensive';
  if (split.query === '') return 'page';
  const query = new URLSearchParams(split.query);
  // A search with a query asks the node several questions; the empty search page asks none.
  if (path === '/search' && query.getAll('q').some((q) => q !== '')) return 'expensive';
  if (query.getAll('format').some((f) => f.trim().toLowerCase() === 'csv')) return 'expensive';
  return 'page';
}
