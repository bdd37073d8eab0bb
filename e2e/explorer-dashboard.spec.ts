import { expect, test } from '@playwright/test';

test.describe('dashboard', () => {
  test('shows latest blocks of each chain, recent transactions, TPS and network stats', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('recent-block-X').first()).toBeVisible();
    await expect(page.getByTestId('recent-block-P').first()).toBeVisible();
    await expect(page.getByTestId('recent-block-C').first()).toBeVisible();
    await expect(page.getByTestId('recent-tx').first()).toBeVisible();
    await expect(page.getByTestId('tps-average')).toContainText(/X \d+\.\d\d tx\/s/);
    await expect(page.getByTestId('tps').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('stat-supply')).toHaveText(/^[\d,]+(\.\d+)? AVAX$/);
    await expect(page.getByTestId('stat-stake')).toHaveText(/AVAX$/);
    await expect(page.getByTestId('stat-validators')).toHaveText(/^[1-9][\d,]*$/);

    // New blocks appear without a reload.
    const newest = page.getByTestId('recent-block-X').first().getByRole('link');
    const first = await newest.textContent();
    await expect(newest).not.toHaveText(first!, { timeout: 30_000 });
  });

  test('a cold load asks the node at most ten things, each chain’s blocks in one request', async ({ page }) => {
    // Every call the page makes that the server answers from the node: the proxy and the dashboard's own routes.
    const asked = new Set<string>();
    const recent: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!/^\/api\/(node|recent|network)\//.test(url.pathname)) return;
      // Distinct calls: a 3 s poll that repeats one on a slow load is the same question again.
      asked.add(`${url.pathname}${url.search} ${(req.postData() ?? '').replace(/"id":\d+/, '')}`);
      if (url.pathname.startsWith('/api/recent/')) recent.push(url.pathname);
    });
    await page.goto('/');
    for (const id of ['recent-block-X', 'recent-block-P', 'recent-block-C', 'recent-tx']) {
      await expect(page.getByTestId(id).first()).toBeVisible();
    }
    await expect(page.getByTestId('stat-validators')).toHaveText(/^[1-9][\d,]*$/);
    expect([...asked].length, [...asked].join('\n')).toBeLessThanOrEqual(10);
    // No block is asked for one by one.
    expect([...asked].filter((c) => /getBlockByHeight|eth_getBlockByNumber|getBlock"/.test(c))).toEqual([]);
    // The first answers come with the page; the browser's polls then ask one request per chain.
    expect(recent.filter((p) => !['/api/recent/X', '/api/recent/P', '/api/recent/C'].includes(p))).toEqual([]);
  });

  test('the first paint shows the latest blocks and the network stats: they come in the HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const chain of ['X', 'P', 'C']) expect(html).toContain(`data-testid="recent-block-${chain}"`);
    expect(html).toContain('data-testid="recent-tx"');
    expect(html).toMatch(/data-testid="stat-validators">[1-9][\d,]*</);
  });

  test('keeps the last data with a stale mark when the node stops answering, and recovers on retry', async ({
    page,
  }) => {
    await page.goto('/');
    const latestX = page.getByTestId('latest-X');
    await expect(latestX.getByTestId('recent-block-X').first()).toBeVisible();

    // The node stops answering (every proxied call and the dashboard's own reads fail): the last blocks stay, marked stale.
    await page.route('**/api/{node,recent}/**', (route) => route.abort('connectionrefused'));
    await expect(latestX.getByTestId('live-status')).toContainText('stale', { timeout: 20_000 });
    const newest = latestX.getByTestId('recent-block-X').first().getByRole('link');
    const shown = await newest.textContent();
    await page.waitForTimeout(4_000);
    await expect(newest).toHaveText(shown!);

    await page.unroute('**/api/{node,recent}/**');
    await latestX.getByRole('button', { name: 'Retry' }).click();
    await expect(latestX.getByTestId('live-status')).toHaveCount(0, { timeout: 20_000 });
  });
});
