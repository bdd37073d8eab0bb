// What a request costs, by its path: build assets nothing, the node proxy and pages one token,
// expensive pages (address pages, search, Open Graph images, CSV exports) several tokens and a
// concurrency slot.
import { isProxyPath } from '@/lib/proxy/path';

export type RequestClass = 'asset' | 'proxy' | 'page' | 'expensive';

// Files of the build and the icon: read from disk, the same for everyone.
const ASSET = /^\/(?:_next\/static\/|favicon\.ico$|icon\.svg$|robots\.txt$)/;
// Address pages page through the node's UTXOs; OG images render a picture after node lookups.
const EXPENSIVE_PATH = /^\/(?:x|p|c)\/address\/|\/opengraph-image(?:[/-]|$)|\.csv$/i;

/**
 * The class of a request for `url`. A link prefetch (Next's `next-router-prefetch` header) renders
 * only the layouts above the page, never its node lookups: an ordinary page request.
 */
export function requestClass(url: string, prefetch = false): RequestClass {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (ASSET.test(path)) return 'asset';
  // The bare /api/node is a page (Next's 404).
  if (isProxyPath(path)) return 'proxy';
  if (prefetch) return 'page';
  if (EXPENSIVE_PATH.test(path)) return 'expensive';
  const query = q === -1 ? '' : url.slice(q + 1);
  // A search with a query asks the node several questions; the empty search page asks none.
  if (path === '/search' && /(?:^|&)q=[^&]/.test(query)) return 'expensive';
  if (/(?:^|&)format=csv(?:&|$)/i.test(query)) return 'expensive';
  return 'page';
}

/** Whether every segment of the path is valid percent-encoding (`/x/%` is not). */
export function pathDecodes(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
