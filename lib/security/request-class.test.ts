import { describe, expect, it } from 'vitest';
import { pathDecodes, requestClass, type RequestClass } from './request-class';

describe('request classes', () => {
  it('tells build assets, the proxy, pages and expensive pages apart', () => {
    const classes: Record<RequestClass, string[]> = {
      asset: ['/_next/static/chunks/a.js'],
      proxy: ['/api/node/ext/bc/X'],
      // The empty search page asks the node nothing; only paths below /api/node/ are proxied.
      page: ['/x/tx/abc', '/api/monitor/watchlist', '/search', '/search?q=', '/api/node'],
      expensive: [
        '/x/address/X-local1abc',
        '/p/address/P-local1abc?after=x',
        '/c/address/0xabc',
        '/search?q=abc',
        '/x/tx/abc/opengraph-image',
        '/c/blocks/5/opengraph-image-12ab',
        '/validators.csv',
        '/validators?format=csv',
      ],
    };
    for (const [cls, urls] of Object.entries(classes)) for (const url of urls) expect(requestClass(url), url).toBe(cls);
    // A link prefetch renders the layouts only.
    expect(requestClass('/x/address/X-local1abc?_rsc=1', true)).toBe('page');
  });

  it('finds paths that are not valid percent-encoding', () => {
    expect(pathDecodes('/api/monitor/history/%')).toBe(false);
    expect(pathDecodes('/x/tx/%E0%A4%A')).toBe(false);
    expect(pathDecodes('/x/tx/abc%25?q=%')).toBe(true);
  });
});
