import { describe, expect, it } from 'vitest';
import { PUBLIC_CALLER } from '@/lib/auth/caller';
import { readServerConfig } from '@/lib/server/config';
import { requestFrom } from '@/lib/server/testing/request-from';
import { monitorWriteAccess, monitorWritePolicy } from './access';

const OPERATOR = { operator: true };
const env = (e: Record<string, string>) => readServerConfig(e as unknown as NodeJS.ProcessEnv);
const devnet = env({ SNOWLINE_NODE_URL: 'http://127.0.0.1:9650', SNOWLINE_EMBEDDED_DEVNET: '1' });
const operatorMode = env({
  SNOWLINE_MODE: 'operator',
  SNOWLINE_OPERATOR_TOKEN: 'monitor-80ecea1879a8a2d18ece5d8c2daf3f7071a9f7cf',
  SNOWLINE_NODE_URL: 'http://127.0.0.1:9650',
});
const publicNode = env({ SNOWLINE_NODE_URL: 'https://node.example:9650' });
const req = (peer: string | null, host = '127.0.0.1:3000') =>
  requestFrom(peer, `http://${host}/api/monitor/watchlist`, { method: 'POST', headers: { host } });

describe('watchlist write access', () => {
  it('is open on the embedded devnet to this machine only', () => {
    expect(monitorWritePolicy(req('127.0.0.1'), devnet, PUBLIC_CALLER)).toBe('open');
    expect(monitorWritePolicy(req('::1', 'localhost:3000'), devnet, PUBLIC_CALLER)).toBe('open');
    expect(monitorWriteAccess(req('192.168.1.20'), devnet, PUBLIC_CALLER)).toMatchObject({
      allowed: false,
      status: 403,
      reason: expect.stringMatching(/only from this machine/),
    });
  });

  it('on the devnet, refuses a loopback connection addressed by another name (DNS rebinding)', () => {
    expect(monitorWritePolicy(req('127.0.0.1', 'evil.example:3000'), devnet, PUBLIC_CALLER)).toBe('read-only');
  });

  it('on the devnet, refuses everyone when the peer is unknown (no stamping server)', () => {
    expect(monitorWritePolicy(req(null), devnet, PUBLIC_CALLER)).toBe('read-only');
  });

  it('takes a node that merely answers on 127.0.0.1:9650 for a real node: read-only', () => {
    const c = env({ SNOWLINE_NODE_URL: 'http://127.0.0.1:9650' });
    expect(monitorWritePolicy(req('127.0.0.1'), c, PUBLIC_CALLER)).toBe('read-only');
    expect(monitorWriteAccess(req('127.0.0.1'), c, PUBLIC_CALLER)).toMatchObject({ allowed: false, status: 403 });
  });

  it('needs a signed-in operator in operator mode, even from loopback', () => {
    expect(monitorWritePolicy(req('127.0.0.1'), operatorMode, PUBLIC_CALLER)).toBe('sign-in');
    expect(monitorWriteAccess(req('127.0.0.1'), operatorMode, PUBLIC_CALLER)).toMatchObject({
      allowed: false,
      status: 401,
    });
    expect(monitorWriteAccess(req('203.0.113.5'), operatorMode, OPERATOR)).toEqual({ allowed: true });
  });

  it('is read-only on a public deployment against a real node', () => {
    expect(monitorWritePolicy(req('127.0.0.1'), publicNode, PUBLIC_CALLER)).toBe('read-only');
    expect(monitorWriteAccess(req('127.0.0.1'), publicNode, PUBLIC_CALLER)).toMatchObject({
      allowed: false,
      status: 403,
      reason: expect.stringMatching(/read-only/),
    });
  });

  it('on the devnet, is never local behind a reverse proxy on this machine', () => {
    const viaProxy = (headers: Record<string, string>) =>
      requestFrom('127.0.0.1', 'http://127.0.0.1:3000/api/monitor/watchlist', {
        method: 'POST',
        headers: { host: '127.0.0.1:3000', ...headers },
      });
    for (const h of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-host': 'explorer.example' },
      { via: '1.1 nginx' },
      // nginx's plain proxy_pass adds no header, but a browser's write names the site it came from.
      { origin: 'https://explorer.example' },
    ] as Record<string, string>[]) {
      expect(monitorWritePolicy(viaProxy(h), devnet, PUBLIC_CALLER), JSON.stringify(h)).toBe('read-only');
    }
    expect(monitorWritePolicy(viaProxy({ origin: 'http://127.0.0.1:3000' }), devnet, PUBLIC_CALLER)).toBe('open');
    // Trusted proxies configured: a loopback peer is (or stands for) the proxy, not this machine's user.
    const behindProxy = env({
      SNOWLINE_NODE_URL: 'http://127.0.0.1:9650',
      SNOWLINE_EMBEDDED_DEVNET: '1',
      SNOWLINE_TRUSTED_PROXIES: 'loopback',
    });
    expect(monitorWritePolicy(req('127.0.0.1'), behindProxy, PUBLIC_CALLER)).toBe('read-only');
  });
});
