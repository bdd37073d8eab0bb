import { describe, expect, it } from 'vitest';
import { pathDecodes, requestClass } from './request-class';

describe('request classes', () => {
  it('tells build assets, the proxy, pages and expensive pages apart', () => {
    expect(requestClass('/_next/static/chunks/a.js')).toBe('asset');
    expect(requestClass('/api/node/ext/bc/X')).toBe('proxy');
    // Only paths below /api/node/ are proxied; the bare prefix is an ordinary (not found) page.
    expect(requestClass('/api/node')).toBe('page');
    expect(requestClass('/x/tx/abc')).toBe('page');
    expect(requestClass('/api/monitor/watchlist')).toBe('page');
    for (const url of [
      '/x/address/X-local1abc',
      '/p/address/P-local1abc?after=x',
      '/c/address/0xabc',
      '/search?q=abc',
      '/x/tx/abc/opengraph-image',
      '/c/blocks/5/opengraph-image-12ab',
      '/validators.csv',
      '/validators?format=csv',
    ]) {
      expect(requestClass(url), url).toBe('expensive');
    }
    // A link prefetch renders the layouts only; the empty search page asks the node nothing.
    expect(requestClass('/x/address/X-local1abc?_rsc=1', true)).toBe('page');
    expect(requestClass('/search')).toBe('page');
    expect(requestClass('/search?q=')).toBe('page');
  });

  it('finds paths that are not valid percent-encoding', () => {
    expect(pathDecodes('/api/monitor/history/%')).toBe(false);
    expect(pathDecodes('/x/tx/%E0%A4%A')).toBe(false);
    expect(pathDecodes('/x/tx/abc%25?q=%')).toBe(true);
  });
});
