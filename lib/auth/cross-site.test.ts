import { describe, expect, it } from 'vitest';
import { readServerConfig } from '@/lib/server/config';
import { requestFrom } from '@/lib/server/testing/request-from';
import { crossSiteRefusal } from './cross-site';

const config = (e: Record<string, string> = {}) => readServerConfig(e as unknown as NodeJS.ProcessEnv);
const post = (headers: Record<string, string>, peer = '203.0.113.1') =>
  requestFrom(peer, 'http://snowline.test/api/monitor/watchlist', {
    method: 'POST',
    headers: { host: 'snowline.test', ...headers },
  });

describe('cross-site request refusal', () => {
  it('lets a same-origin browser request through', () => {
    const r = post({ origin: 'http://snowline.test', 'sec-fetch-site': 'same-origin' });
    expect(crossSiteRefusal(r, config())).toBeNull();
  });

  it('lets a request with neither Origin nor Sec-Fetch-Site through (curl, scripts)', () => {
    expect(crossSiteRefusal(post({}), config())).toBeNull();
  });

  it('refuses what the browser marks cross-site or same-site, whatever the Origin says', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(crossSiteRefusal(post({ origin: 'http://snowline.test', 'sec-fetch-site': site }), config())).toMatch(
        /cross-site request refused/,
      );
    }
  });

  it('refuses another Origin, an opaque one, or a malformed one (browsers without Sec-Fetch-Site)', () => {
    for (const origin of ['https://evil.example', 'http://snowline.test.evil.example', 'null', 'garbage']) {
      expect(crossSiteRefusal(post({ origin }), config()), origin).toMatch(/cross-site request refused/);
    }
  });

  it('accepts the configured public origin behind a proxy that rewrites Host', () => {
    const r = post({ origin: 'https://explorer.example', host: '127.0.0.1:3000' });
    expect(crossSiteRefusal(r, config())).toMatch(/SNOWLINE_PUBLIC_URL/);
    expect(crossSiteRefusal(r, config({ SNOWLINE_PUBLIC_URL: 'https://explorer.example' }))).toBeNull();
  });

  it('believes X-Forwarded-Host only from a trusted proxy', () => {
    const headers = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    expect(crossSiteRefusal(post(headers, '203.0.113.1'), config({ SNOWLINE_TRUSTED_PROXIES: '10.0.0.1' }))).toMatch(
      /refused/,
    );
    const proxied = post({ origin: 'https://explorer.example', 'x-forwarded-host': 'explorer.example' }, '10.0.0.1');
    expect(crossSiteRefusal(proxied, config({ SNOWLINE_TRUSTED_PROXIES: '10.0.0.1' }))).toBeNull();
  });
});
