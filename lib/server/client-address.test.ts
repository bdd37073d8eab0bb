import { describe, expect, it } from 'vitest';
import { clientAddress, isLoopbackAddress, normalizeAddress } from './client-address';
import { readServerConfig } from './config';
import { requestFrom } from './testing/request-from';

const config = (proxies = '') =>
  readServerConfig({ SNOWLINE_TRUSTED_PROXIES: proxies } as unknown as NodeJS.ProcessEnv);
const from = (peer: string | null, xff?: string) =>
  requestFrom(peer, 'http://snowline.test/', xff ? { headers: { 'x-forwarded-for': xff } } : {});

describe('clientAddress', () => {
  it('is the peer of the connection, whatever X-Forwarded-For a client claims', () => {
    expect(clientAddress(from('203.0.113.9', '127.0.0.1'), config())).toBe('203.0.113.9');
    expect(clientAddress(from('::ffff:198.51.100.4'), config())).toBe('198.51.100.4');
  });

  it('is unknown when the server stamped no peer (a bare next start): nothing is believed', () => {
    expect(clientAddress(from(null, '127.0.0.1'), config('0.0.0.0/0'))).toBeNull();
  });

  it('behind trusted proxies, is the nearest forwarded address that is not a proxy', () => {
    const c = config('10.0.0.0/8, ::1');
    // client → CDN (10.1.1.1) → nginx (::1) → Snowline; the leftmost entry is the client's own claim.
    expect(clientAddress(from('::1', '127.0.0.1, 198.51.100.7, 10.1.1.1'), c)).toBe('198.51.100.7');
    expect(clientAddress(from('10.2.2.2', '198.51.100.7'), c)).toBe('198.51.100.7');
    // A proxy that forwarded nothing is itself the client.
    expect(clientAddress(from('10.2.2.2'), c)).toBe('10.2.2.2');
    // A garbled entry stops the walk at the last hop that was believed.
    expect(clientAddress(from('10.2.2.2', 'x, not-an-ip'), c)).toBe('10.2.2.2');
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', () => {
    expect(clientAddress(from('192.0.2.1', '127.0.0.1'), config('10.0.0.0/8'))).toBe('192.0.2.1');
  });
});

describe('addresses', () => {
  it('normalise IPv4-mapped and bracketed forms, and refuse what is not an IP', () => {
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('[::1]')).toBe('::1');
    expect(normalizeAddress('localhost')).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });

  it('know loopback', () => {
    expect(['127.0.0.1', '127.3.2.1', '::1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::2', null].some(isLoopbackAddress)).toBe(false);
  });
});
