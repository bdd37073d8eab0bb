import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref } from './sign-in-href';

describe('sign-in return path', () => {
  it('returns only to a path of this site', () => {
    expect(safeReturnPath('/validators/watchlist?x=1')).toBe('/validators/watchlist?x=1');
    for (const away of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(safeReturnPath(away), away).toBe('/');
    }
    expect(safeReturnPath('/signin?next=/node')).toBe('/');
  });

  it('refuses every spelling that a browser would read as another site', () => {
    // What `/signin?next=…` hands over once its query is decoded.
    for (const raw of [
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0d/evil.example',
      '/%5C/evil.example',
      '/%5c%5cevil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/./%2Fevil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      '/%00/evil.example',
      '/https://evil.example',
    ]) {
      const next = new URLSearchParams(`next=${raw}`).get('next');
      const back = safeReturnPath(next);
      expect(new URL(back, 'https://snowline.example').origin, raw).toBe('https://snowline.example');
      expect(back.startsWith('//'), raw).toBe(false);
    }
    for (const away of ['/\t/evil.example', 'javascript:alert(1)', 'data:text/html,x', ' /x', '\\evil.example']) {
      expect(safeReturnPath(away), away).toBe('/');
    }
    for (const bad of ['/%09/evil.example', '/%5C/evil.example', '/%2F/evil.example', '/.//evil.example']) {
      expect(safeReturnPath(new URLSearchParams(`next=${bad}`).get('next')), bad).toBe('/');
    }
    // Ordinary paths and queries keep working, normalised.
    const ordinary = ['/x/tx/abc?tab=raw#inputs', '/validators/./watchlist', '/signin/../signin?next=//evil'];
    expect(ordinary.map((p) => safeReturnPath(p))).toEqual(['/x/tx/abc?tab=raw#inputs', '/validators/watchlist', '/']);
  });

  it('links to sign-in with the way back', () => {
    expect(signInHref('/node')).toBe('/signin?next=%2Fnode');
    expect(signInHref('/')).toBe('/signin');
  });
});
