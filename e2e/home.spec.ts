import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows live X and P heights from the devnet and the network badge', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    const badge = page.getByTestId('network-badge');
    await expect(badge).toContainText('local · 12345');
    await expect(badge).toHaveAttribute('data-reachable', 'true');

    const x = page.getByTestId('height-X-value');
    const p = page.getByTestId('height-P-value');
    await expect(x).toHaveText(/^\d[\d,]*$/);
    await expect(p).toHaveText(/^\d[\d,]*$/);

    // The devnet's activity keeps producing X blocks: the card follows without a reload.
    const first = Number((await x.textContent())!.replaceAll(',', ''));
    await expect
      .poll(async () => Number((await x.textContent())!.replaceAll(',', '')), { timeout: 30_000 })
      .toBeGreaterThan(first);
  });

  test('dark mode can be toggled and is remembered across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByTestId('theme-toggle');
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme', 'dark');
  });

  test('the proxy answers JSON-RPC like a node and refuses node-specific methods', async ({ request }) => {
    const ok = await request.post('/api/node/ext/info', {
      data: { jsonrpc: '2.0', id: 1, method: 'info.getNetworkID', params: {} },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({ result: { networkID: '12345' }, id: 1 });

    const refused = await request.post('/api/node/ext/info', {
      data: { jsonrpc: '2.0', id: 2, method: 'info.getNodeID', params: {} },
    });
    const body = await refused.json();
    expect(body.error.message).toMatch(/node-specific/);
  });
});
