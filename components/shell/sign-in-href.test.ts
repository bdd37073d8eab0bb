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

  it('links to sign-in with the way back', () => {
    expect(signInHref('/node')).toBe('/signin?next=%2Fnode');
    expect(signInHref('/')).toBe('/signin');
  });
});
