import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, newNonce, nonceOf } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('allows scripts from this origin and by nonce, never inline by default, and no framing', () => {
    const nonce = newNonce();
    const p = contentSecurityPolicy({ nonce });
    expect(directive(p, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(p).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(p, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(p, 'object-src')).toBe("object-src 'none'");
    expect(nonceOf(p)).toBe(nonce);
    expect(newNonce()).not.toBe(nonce);
  });

  it('gives every response its own nonce of 18 random bytes, past the pool drawn at once', () => {
    const nonces = Array.from({ length: 2_000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const n of nonces) expect(Buffer.from(n, 'base64').length).toBe(18);
  });

  it('builds the same policy around any nonce, with eval only under next dev', () => {
    const a = contentSecurityPolicy({ nonce: 'AAAA' });
    const b = contentSecurityPolicy({ nonce: 'BBBB' });
    expect(a.replace('AAAA', 'BBBB')).toBe(b);
    expect(directive(contentSecurityPolicy({ nonce: 'AAAA', dev: true }), 'script-src')).toBe(
      "script-src 'self' 'nonce-AAAA' 'unsafe-eval'",
    );
    expect(a).not.toContain('unsafe-eval');
  });

  it('hashes exactly the inline scripts the render gave its nonce, never one that came in with the content', () => {
    const html =
      '<html><head><script nonce="n1">self.a=1</script><script src="/_next/x.js" async="" nonce="n1"></script></head>' +
      '<body><p>&lt;script&gt;not a script&lt;/script&gt;</p><script>alert("memo")</script>' +
      '<script nonce="guess">alert(2)</script>' +
      '<script nonce="n1">self.__next_f.push([1,"\\u003c/script"])</script></body></html>';
    const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;
    expect(inlineScriptHashes(html, 'n1')).toEqual([sha('self.a=1'), sha('self.__next_f.push([1,"\\u003c/script"])')]);
    expect(inlineScriptHashes(html, '')).toEqual([]);
    const p = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html, 'n1') });
    expect(p).not.toContain(sha('alert("memo")'));
    expect(p).not.toContain(sha('alert(2)'));
    expect(directive(p, 'script-src')).toBe(
      `script-src 'self' '${sha('self.a=1')}' '${sha('self.__next_f.push([1,"\\u003c/script"])')}'`,
    );
    expect(nonceOf(p)).toBeUndefined();
  });
});
