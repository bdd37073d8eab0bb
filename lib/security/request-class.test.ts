import { describe, expect, it } from 'vitest';
import { refusedPath, requestClass, type RequestClass } from './request-class';

describe('request classes', () => {
  it('tells build assets, the proxy, pages and expensive pages apart', () => {
    const classes: Record<RequestClass, string[]> = {
      asset: ['/_next/static/chunks/a.js'],
      proxy: ['/api/node/ext/bc/X', '/api/%6eode/ext/info'],
      // The empty search page asks the node nothing; only paths below /api/node/ are proxied.
      page: ['/x/tx/abc', '/api/monitor/watchlist', '/search', '/search?q=', '/api/node', '/fees?format=%2563sv'],
      expensive: [
        '/x/address/X-local1abc',
        '/p/address/P-local1abc?after=x',
        '/c/address/0xabc',
        '/%78/address/X-local1abc',
        '/search?q=abc',
        '/search?%71=abc',
        '/x/tx/abc/opengraph-image',
        '/x/tx/abc/opengraph%2Dimage',
        '/c/blocks/5/opengraph-image-12ab',
        '/validators.csv',
        '/validators%2ecsv',
        '/validators?format=csv',
        '/validators?format=%63sv',
        '/validators?%66ormat=CSV',
        '/validators?page=2&format=csv%20',
      ],
    };
    for (const [cls, urls] of Object.entries(classes)) for (const url of urls) expect(requestClass(url), url).toBe(cls);
    // A link prefetch renders the layouts only.
    expect(requestClass('/x/address/X-local1abc?_rsc=1', true)).toBe('page');
  });

  it('refuses paths that do not decode or that a URL parser would rewrite', () => {
    const refused = [
      '/api/monitor/history/%',
      '/x/tx/%E0%A4%A',
      '/_next/static/%2e%2e/%2e%2e/api/node/ext/info',
      '/_next/static/../../api/node/ext/info',
      '/_next/static/.%2E/x/address/X-local1abc',
      '/_next/static/%252e%252e/api/auth/session',
      '/_next/static/%25252e./validators.csv',
      '/_next/static/..%2fapi/node/ext/info',
      '/_next/static/..%5Capi/node/ext/info',
      '/_next/static/%255c..%255capi/node/ext/info',
      '/_next/static\\..\\..\\api/node/ext/info',
      '/_next/static/.\t./api/node/ext/info',
      '/_next/static/%09../api/node/ext/info',
      '/favicon.ico/%2e',
      '/api/node/ext/bc/X/..',
    ];
    for (const url of refused) expect(refusedPath(url), url).not.toBeNull();
    const served = [
      '/x/tx/abc%25?q=%',
      '/x/tx/abc%2525',
      '/search?q=..%2f..',
      '/_next/static/chunks/app.v1.2.js',
      '/x/address/X-local1abc',
      '/a/.well-known/x',
    ];
    for (const url of served) expect(refusedPath(url), url).toBeNull();
  });
});
