// Security headers on every route of the production build, and its pages running under their CSP:
// Next's inline scripts, the theme script and charts work, and the browser reports no violation,
// also on a page served from the kept-page cache to a later viewer.
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { watchConsole } from './console-errors';
import { watchCspViolations } from './csp-violations';
import { newestFinalXTx } from './final-x-tx';
import { rpc } from './node-rpc';

const APP = new URL(`http://127.0.0.1:${process.env.E2E_APP_PORT ?? 3100}`);
const PUBLIC_URL = 'http://explorer.snowline.test';
// A valid cb58 id that no tx or block has.
const UNKNOWN_ID = 'SeLqn3UAUoRymWmwW7axrzJK7JfNaBR2cHCryA6cFscgkny8';

interface Ids {
  xTx: string;
  pBlock: string;
  asset: string;
  subnet: string;
  blockchain: string;
  nodeID: string;
}

async function ids(request: APIRequestContext): Promise<Ids> {
  const [xTx, pLast, avax, subnets, chains, validators] = await Promise.all([
    newestFinalXTx((method, params) => rpc(request, 'index/X/tx', method, { ...params, encoding: 'hex' })),
    rpc(request, 'index/P/block', 'index.getLastAccepted', { encoding: 'hex' }),
    rpc(request, 'bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' }),
    rpc(request, 'bc/P', 'platform.getSubnets', {}),
    rpc(request, 'bc/P', 'platform.getBlockchains', {}),
    rpc(request, 'bc/P', 'platform.getCurrentValidators', {}),
  ]);
  return {
    xTx,
    pBlock: pLast.id,
    asset: avax.assetID,
    subnet: subnets.subnets[1].id,
    blockchain: chains.blockchains[0].id,
    nodeID: validators.validators[0].nodeID,
  };
}

function pages(i: Ids): string[] {
  return [
    '/',
    '/x/blocks',
    '/x/blocks/1',
    `/x/tx/${i.xTx}`,
    '/x/address/X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    `/x/asset/${i.asset}`,
    '/p/blocks',
    `/p/blocks/${i.pBlock}`,
    '/p/address/P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
    '/c/blocks',
    '/c/blocks/1',
    '/c/address/0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
    '/fees',
    '/index',
    '/index/X/tx',
    '/l1s',
    `/l1s/${i.subnet}`,
    `/l1s/blockchain/${i.blockchain}`,
    '/node',
    '/peers',
    '/search',
    '/validators',
    `/validators/${i.nodeID}`,
    '/validators/watchlist',
    // Drawn by the server and hydrated: the builder's one method, and a shared call (sent on arrival).
    '/genesis',
    `/console?method=platform.getHeight&params=${encodeURIComponent('{}')}`,
  ];
}

function expectSecurityHeaders(res: APIResponse, what: string): void {
  const h = res.headers();
  const csp = h['content-security-policy'] ?? '';
  const script =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(script, what).toMatch(/^script-src 'self' '(nonce|sha256)-/);
  expect(script, what).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'none'");
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  expect(h['permissions-policy'], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  // Served over plain http here: HSTS would be meaningless (it is sent over https).
  expect(h['strict-transport-security'], what).toBeUndefined();
}

/** The node proxy's JSON answers: nothing may load from, frame or be rendered out of them. */
function expectApiSecurityHeaders(res: APIResponse, what: string): void {
  const h = res.headers();
  expect(h['content-security-policy'], what).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
  expect(h['content-security-policy'], what).not.toContain('script-src');
  expect(h['content-type'], what).toBe('application/json; charset=utf-8');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  expect(h['strict-transport-security'], what).toBeUndefined();
}

test.describe('security headers', () => {
  test('every route answers with them: pages, APIs, the proxy, images, assets, redirects, errors', async ({
    request,
  }) => {
    const i = await ids(request);
    const home = await (await request.get('/')).text();
    const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)![1]!;
    const routes: [string, () => Promise<APIResponse>][] = [
      ...pages(i).map((p): [string, () => Promise<APIResponse>] => [p, () => request.get(p)]),
      ['/x (redirect)', () => request.get('/x', { maxRedirects: 0 })],
      [`/x/tx/${i.xTx}/opengraph-image`, () => request.get(`/x/tx/${i.xTx}/opengraph-image`)],
      [`/p/blocks/${i.pBlock}/opengraph-image`, () => request.get(`/p/blocks/${i.pBlock}/opengraph-image`)],
      ['/c/blocks/1/opengraph-image', () => request.get('/c/blocks/1/opengraph-image')],
      ['/api/monitor/watchlist', () => request.get('/api/monitor/watchlist')],
      ['/api/monitor/alerts', () => request.get('/api/monitor/alerts')],
      [`/api/monitor/history/${i.nodeID}`, () => request.get(`/api/monitor/history/${i.nodeID}`)],
      [
        'POST /api/node/ext/info',
        () =>
          request.post('/api/node/ext/info', {
            data: { jsonrpc: '2.0', id: 1, method: 'info.getNetworkID', params: {} },
          }),
      ],
      ['GET /api/node/ext/info (405)', () => request.get('/api/node/ext/info')],
      [chunk, () => request.get(chunk)],
      ['/icon.svg', () => request.get('/icon.svg')],
      ['/no-such-page (404)', () => request.get('/no-such-page')],
      [`/x/tx/${UNKNOWN_ID} (404)`, () => request.get(`/x/tx/${UNKNOWN_ID}`)],
      ['/x/tx/% (400)', () => request.get('/x/tx/%')],
    ];
    for (const [what, get] of routes) {
      const res = await get();
      expect(res.status(), what).toBeLessThan(500);
      if (what.includes('/api/node/')) expectApiSecurityHeaders(res, what);
      else expectSecurityHeaders(res, what);
    }
  });

  test('paths that are not valid percent-encoding, or decode to nonsense, answer 4xx', async ({ request }) => {
    for (const path of [
      '/api/monitor/history/%',
      '/api/monitor/history/%25',
      '/api/monitor/history/%E0%A4%A',
      '/x/address/%25',
      '/p/address/%',
      '/c/address/%25zz',
      '/validators/%25',
      '/x/tx/%E0%A4%A',
      '/l1s/%25',
      '/search/%',
    ]) {
      const status = (await request.get(path)).status();
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
  });
});

test.describe('pages under their CSP', () => {
  test.describe.configure({ timeout: 180_000 });

  test('no page reports a CSP violation or a console error', async ({ page, request }) => {
    const violations = await watchCspViolations(page);
    const errors = watchConsole(page);
    for (const path of pages(await ids(request))) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      // Hydrated: the header's client components answer.
      await expect(page.getByTestId('theme-toggle'), path).toHaveAttribute('data-theme', /system|light|dark/);
      await expect(page.getByTestId('network-badge'), path).toHaveAttribute('data-reachable', 'true');
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the theme script runs under the nonce before any bundle, and charts draw', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/fees');
    await page.evaluate(() => localStorage.setItem('snowline-theme', 'dark'));
    // Without Next's bundles, only the inline theme script can set the class.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/fees');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.unroute('**/_next/static/chunks/*.js');
    await page.evaluate(() => localStorage.removeItem('snowline-theme'));

    // recharts draws the dashboard's TPS chart (inline SVG styles allowed, scripts not).
    await page.goto('/');
    await expect(page.locator('[data-testid="tps"] .recharts-surface').first()).toBeVisible({ timeout: 45_000 });
    // Aborted chunks above are the test's own doing; nothing else may be blocked.
    expect(violations).toEqual([]);
  });

  test('a kept page is served under its scripts’ hashes, with no nonce, and works', async ({ page, request }) => {
    const { xTx } = await ids(request);
    // The page is kept once the follower has placed the tx in its block (the latest tx may be newer);
    // an export's only once its import is too, so ids() picks no export.
    await expect
      .poll(
        async () => {
          await request.get(`/x/tx/${xTx}`);
          return (await request.get(`/x/tx/${xTx}`)).headers()['x-snowline-page-cache'];
        },
        { timeout: 30_000 },
      )
      .toBe('hit');
    const kept = await request.get(`/x/tx/${xTx}`);
    expect(kept.headers()['x-snowline-page-cache']).toBe('hit');
    const csp = kept.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+;/);
    expect(csp).not.toContain("'nonce-");

    const violations = await watchCspViolations(page);
    const errors = watchConsole(page);
    const res = await page.goto(`/x/tx/${xTx}`);
    expect(res?.headers()['x-snowline-page-cache']).toBe('hit');
    await expect(page.getByTestId('entity-id')).toHaveText(xTx);
    // Hydrated and interactive under the hashes.
    const toggle = page.getByTestId('theme-toggle');
    const before = await toggle.getAttribute('data-theme');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('data-theme', before!);
    await toggle.click();
    await toggle.click();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** GET with a Host header of the caller's choosing (fetch and Playwright set their own). */
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: APP.hostname, port: APP.port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

test.describe('Open Graph images', () => {
  test('links name the configured public address, never the request’s Host', async () => {
    const html = await getWithHost(`/x/blocks/1`, 'evil.example');
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toMatch(new RegExp(`^${PUBLIC_URL}/x/blocks/1/opengraph-image`));
    expect(html).not.toContain('evil.example');
  });

  test('an unknown or malformed id gets the one generic card, with none of the URL’s text', async ({ request }) => {
    const { xTx } = await ids(request);
    const png = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe('image/png');
      return (await res.body()).toString('base64');
    };
    const generic = await png(`/x/tx/${UNKNOWN_ID}/opengraph-image`);
    for (const path of [
      `/x/tx/${encodeURIComponent('<script>alert(1)</script>')}/opengraph-image`,
      '/p/blocks/99999999/opengraph-image',
      `/c/tx/0x${'ab'.repeat(32)}/opengraph-image`,
      '/c/blocks/not-a-block/opengraph-image',
    ]) {
      expect(await png(path), path).toBe(generic);
    }
    expect(await png(`/x/tx/${xTx}/opengraph-image`)).not.toBe(generic);
  });
});
