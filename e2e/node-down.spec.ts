import { expect, test, type Page } from '@playwright/test';

// Runs against the second app server of playwright.config.ts, whose node is a closed loopback port.
const NODE_DOWN_URL = `http://127.0.0.1:${process.env.E2E_NODE_DOWN_PORT ?? 3102}`;
test.use({ baseURL: NODE_DOWN_URL });

const TX_ID = '2tXwLWyJnaA5RpWr27QX3mSkrGEEjVPMFeJTkBZxwZDvdqUkG4';
// What would tell a reader where this server's node is or how to reach it (its URL in
// playwright.config.ts carries a password and an API key), or a transport error naming it.
const NODE_SECRETS = /s3cret|snowline:|127\.0\.0\.1:2\b|ECONNREFUSED|connect E[A-Z]+/;
const X_ADDRESS = 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

/**
 * Console errors other than the two Chrome prints for what the server rightly answered: the page's
 * own 503 and the proxy's 502 "node unreachable" to the header's network badge and live views.
 * Anything else (an exception, a hydration error, a failing asset) is kept.
 */
function watchUnexpectedErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const url = new URL(m.location().url || 'about:blank', NODE_DOWN_URL);
    const expected =
      (/status of 503/.test(m.text()) && url.origin === NODE_DOWN_URL && !url.pathname.startsWith('/_next/')) ||
      (/status of 502/.test(m.text()) && url.pathname.startsWith('/api/node/'));
    if (!expected) errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function expectNodeDownState(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(503);
  const state = page.getByTestId('node-down');
  await expect(state).toBeVisible();
  await expect(state.getByRole('heading', { level: 1 })).toHaveText('The node is unreachable');
  await expect(page).toHaveTitle('Node unreachable · Snowline');
  await expect(state.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Public mode: which node it is stays on the server.
  await expect(page.getByTestId('node-down-url')).toHaveCount(0);
  expect(await page.content()).not.toMatch(NODE_SECRETS);
  // The address bar keeps the page's own URL, so Retry and a shared link still mean this page.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  // The header stays usable.
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page.getByTestId('network-badge')).toHaveAttribute('data-reachable', 'false');
}

test.describe('node down', () => {
  test('tx, block, address and search pages answer 503 with the node-down state, and Retry asks again', async ({
    page,
  }) => {
    const errors = watchUnexpectedErrors(page);
    for (const path of [
      `/x/tx/${TX_ID}`,
      '/p/blocks/5',
      `/x/address/${X_ADDRESS}`,
      '/c/address/0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
      `/search?q=${TX_ID}`,
    ]) {
      await expectNodeDownState(page, path);
    }

    // Retry reloads the page and the server asks the node again: still down, still 503.
    const again = page.waitForResponse(
      (r) => r.url() === `${NODE_DOWN_URL}/search?q=${TX_ID}` && r.request().resourceType() === 'document',
    );
    await page.getByTestId('node-down').getByRole('button', { name: 'Retry' }).click();
    expect((await again).status()).toBe(503);
    await expect(page.getByTestId('node-down')).toBeVisible();

    // The header's search still works from the node-down state and lands on it again, not a crash.
    await page.goto(`/x/tx/${TX_ID}`);
    await page.getByTestId('search-input').fill('5');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL('/search?q=5');
    await expect(page.getByTestId('node-down')).toBeVisible();
    await expect(page).toHaveTitle('Node unreachable · Snowline');
    expect(errors).toEqual([]);
  });

  test('the dashboard stays up with its error marks, and Open Graph images still draw', async ({ page, request }) => {
    const errors = watchUnexpectedErrors(page);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('live-status').first()).toContainText(/error|stale/, { timeout: 20_000 });
    await expect(page.getByTestId('network-badge')).toHaveAttribute('data-reachable', 'false');
    expect(errors).toEqual([]);

    const og = await request.get(`/x/tx/${TX_ID}/opengraph-image`);
    expect(og.status()).toBe(200);
    expect(og.headers()['content-type']).toBe('image/png');
  });

  test('no page or API, the monitor’s included, says where the node is or how it failed to connect', async ({
    request,
  }) => {
    // The monitor has tried to sample and failed: its status (public in the watchlist API) says so.
    await expect
      .poll(async () => (await (await request.get('/api/monitor/watchlist')).json()).status.lastError, {
        timeout: 20_000,
      })
      .toMatch(/unreachable/);
    const get = (path: string) => request.get(path);
    const answers: [string, () => Promise<{ text(): Promise<string>; headers(): Record<string, string> }>][] = [
      ...[
        '/',
        `/x/tx/${TX_ID}`,
        '/x/blocks',
        '/p/blocks/5',
        `/x/address/${X_ADDRESS}`,
        `/search?q=${TX_ID}`,
        '/node',
        '/peers',
        '/validators',
        '/validators/NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
        '/validators/watchlist',
        '/fees',
        '/l1s',
        '/index',
        '/api/monitor/watchlist',
        '/api/monitor/alerts',
        '/api/monitor/history/NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
      ].map((path): [string, () => ReturnType<typeof get>] => [path, () => get(path)]),
      [
        'POST /api/node/ext/info',
        () =>
          request.post('/api/node/ext/info', {
            data: { jsonrpc: '2.0', id: 1, method: 'info.getNetworkID', params: {} },
          }),
      ],
      ['RSC /node', () => request.get('/node', { headers: { rsc: '1' } })],
    ];
    for (const [what, answer] of answers) {
      const res = await answer();
      expect(await res.text(), what).not.toMatch(NODE_SECRETS);
      expect(JSON.stringify(res.headers()), what).not.toMatch(NODE_SECRETS);
    }
  });
});
