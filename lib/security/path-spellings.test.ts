// Fuzz (issue 26): generated spellings of paths and queries, with dot segments percent-encoded,
// double-encoded, behind backslashes and tabs, mixed-case escapes and encoded letters. Each is either
// refused before anything runs, or priced exactly as what it will be served as: the path a WHATWG URL
// parser resolves it to (tabs dropped, `\` a separator, `%2e` a dot), decoded as Next routes it, and
// the query as URLSearchParams reads it. A spelling never makes an expensive page or the proxy cheap.
import { describe, expect, it } from 'vitest';
import { refusedPath, requestClass, type RequestClass } from './request-class';
import { seededRandom } from '@/lib/testing/seeded-random';

type Rng = ReturnType<typeof seededRandom>;

// Where a request is worth something: the proxy, expensive pages, the session API.
const TARGETS = [
  '/api/node/ext/info',
  '/api/node/ext/bc/X',
  '/x/address/X-local1abc',
  '/c/address/0xabc',
  '/validators.csv',
  '/x/tx/abc/opengraph-image',
  '/api/auth/session',
  '/search',
];
// Where a request is free or cheap: build files and plain pages.
const CHEAP_PREFIXES = ['/_next/static/', '/_next/static/chunks/', '/favicon.ico/', '/robots.txt/', '/fees/', '/'];

/** One spelling of a single character: itself, or its escape (either case), or its escape escaped. */
function spellChar(r: Rng, c: string): string {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return r.pick([c, `%${hex}`, `%${hex.toUpperCase()}`, `%25${hex}`, `%2525${hex}`]);
}
const spell = (r: Rng, s: string) => [...s].map((c) => (r.chance(0.3) ? spellChar(r, c) : c)).join('');

/** A dot segment, or something that becomes one: escapes, double escapes, a tab a URL parser drops. */
function dotSegment(r: Rng): string {
  const dots = r.pick(['..', '.']);
  const spelled = [...dots].map((c) => spellChar(r, c)).join('');
  return r.pick([spelled, spelled, `${spelled.slice(0, 1)}\t${spelled.slice(1)}`, `%09${spelled}`]);
}
const SEPARATORS = ['/', '/', '\\', '%2f', '%2F', '%5c', '%5C', '%252f', '%255c'];

/** A path that climbs out of a cheap prefix into a target, spelled one of many ways. */
function climbing(r: Rng): string {
  const target = r.pick(TARGETS);
  let path = r.pick(CHEAP_PREFIXES);
  for (let i = 1 + r.int(3); i > 0; i--) path += dotSegment(r) + r.pick(SEPARATORS);
  return path + spell(r, target.slice(1));
}

/** A query naming a CSV export or a search, its keys and values spelled in many ways. */
function query(r: Rng): string {
  const pairs = [
    r.pick([
      ['format', r.pick(['csv', 'CSV', 'Csv', 'csv ', 'html'])],
      ['q', r.pick(['abc', '', ' '])],
    ]),
  ];
  if (r.chance(0.5)) pairs.unshift(['page', String(r.int(5))]);
  return pairs.map(([k, v]) => `${spell(r, k!)}=${spell(r, v!)}`.replace(/ /g, r.pick(['+', '%20']))).join('&');
}

/** What a WHATWG URL parser and then Next's router make of `url`, and so what it is served as. */
function servedAs(url: string): string {
  const u = new URL(url, 'http://snowline.test');
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    path = u.pathname;
  }
  return `${path.replace(/\/{2,}/g, '/')}${u.search}`;
}

const COST: Record<RequestClass, number> = { asset: 0, page: 1, proxy: 1, expensive: 5 };

describe('path and query spellings', () => {
  it('refuses or prices every one of 5,000 climbing paths as what it is served as', () => {
    const r = seededRandom(26);
    const problems: string[] = [];
    let refused = 0;
    for (let i = 0; i < 5_000; i++) {
      const url = climbing(r) + (r.chance(0.3) ? `?${query(r)}` : '');
      if (refusedPath(url) !== null) {
        refused++;
        continue;
      }
      const priced = requestClass(url);
      const served = requestClass(servedAs(url));
      if (COST[priced] < COST[served]) problems.push(`${JSON.stringify(url)} priced ${priced}, served ${served}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Nearly every climbing spelling holds a dot segment that some decoding reveals.
    expect(refused).toBeGreaterThan(4_500);
  });

  it('prices 5,000 query spellings on pages and the search as their parsed query reads', () => {
    const r = seededRandom(2626);
    const problems: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      const url = `${r.pick(['/validators', '/search', '/x/transactions', '/c/tokens'])}?${query(r)}`;
      expect(refusedPath(url), url).toBeNull();
      const params = new URL(url, 'http://snowline.test').searchParams;
      const csv = params.getAll('format').some((f) => f.trim().toLowerCase() === 'csv');
      const search = url.startsWith('/search?') && params.getAll('q').some((q) => q !== '');
      const expected: RequestClass = csv || search ? 'expensive' : 'page';
      if (requestClass(url) !== expected) problems.push(`${url} priced ${requestClass(url)}, reads as ${expected}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
