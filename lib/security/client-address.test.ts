import { describe, expect, it } from 'vitest';
import { arrivedOverHttps, clientAddressWith, normalizeAddress, trustedProxiesFrom } from './client-address';

const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers });

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = trustedProxiesFrom(undefined);
    expect(clientAddressWith(req('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), none)).toBe('203.0.113.9');
    expect(clientAddressWith(req('::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }), none)).toBe('127.0.0.1');
  });

  it('reads X-Forwarded-For from the right, through trusted proxies only', () => {
    const trusted = trustedProxiesFrom('loopback, 10.0.0.0/8');
    // The client claims 1.1.1.1; the outer proxy (10.0.0.5) saw 198.51.100.7; the inner one is on loopback.
    const r = req('127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 198.51.100.7, 10.0.0.5' });
    expect(clientAddressWith(r, trusted)).toBe('198.51.100.7');
    // A peer that is not trusted is the client, even when it sends the header.
    expect(clientAddressWith(req('198.51.100.7', { 'x-forwarded-for': '1.1.1.1' }), trusted)).toBe('198.51.100.7');
    // Garbage from a trusted proxy is not believed: the proxy itself is the client then.
    expect(clientAddressWith(req('127.0.0.1', { 'x-forwarded-for': 'not-an-ip' }), trusted)).toBe('127.0.0.1');
    expect(clientAddressWith(req('127.0.0.1', { 'x-forwarded-for': '[2001:db8::1]' }), trusted)).toBe('2001:db8::1');
  });

  it('refuses a configuration it cannot read, and normalizes addresses', () => {
    expect(() => trustedProxiesFrom('10.0.0.0/33')).toThrow(/SNOWLINE_TRUSTED_PROXIES/);
    expect(() => trustedProxiesFrom('proxy.example')).toThrow(/not an address/);
    expect(normalizeAddress('[FE80::1%eth0]')).toBe('fe80::1');
    expect(trustedProxiesFrom('2001:db8::/32').has('2001:db8:1::9')).toBe(true);
    expect(trustedProxiesFrom('2001:db8::/32').has('2001:db9::9')).toBe(false);
  });

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    const trusted = trustedProxiesFrom('127.0.0.1');
    expect(arrivedOverHttps(req('127.0.0.1', { 'x-forwarded-proto': 'https' }), trusted)).toBe(true);
    expect(arrivedOverHttps(req('203.0.113.9', { 'x-forwarded-proto': 'https' }), trusted)).toBe(false);
    expect(arrivedOverHttps(req('127.0.0.1', { 'x-forwarded-proto': 'http' }), trusted)).toBe(false);
  });
});
