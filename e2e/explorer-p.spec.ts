import { expect, test, type Page } from '@playwright/test';

/**
 * Console errors of the page, with the resource they are about. Not counted: the missing
 * favicon (the app ships none yet) and, only while the devnet serves no C-Chain, the dashboard's
 * failed C-Chain polls.
 */
function watchConsole(page: Page, noCChain = false): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    if (m.type() !== 'error' || url.includes('favicon') || (noCChain && url.includes('/ext/bc/C/rpc'))) return;
    errors.push(`${m.text()} ${url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function devnetHasCChain(request: import('@playwright/test').APIRequestContext): Promise<boolean> {
  const r = await request.post('/api/node/ext/bc/C/rpc', { data: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] } });
  return r.ok() && typeof (await r.json().catch(() => ({}))).result === 'string';
}

test.describe('P-Chain explorer walk', () => {
  test('from the dashboard to the latest P block, its tx and an owner address', async ({ page, request }) => {
    const errors = watchConsole(page, !(await devnetHasCChain(request)));
    await page.goto('/');
    await page.getByTestId('recent-block-P').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/p\/blocks\/\w+$/);
    await expect(page.getByTestId('block-height')).toHaveText(/^\d+$/);
    await expect(page).toHaveTitle(/P-Chain block \d+/);
    await page.reload();
    await expect(page.getByTestId('block-height')).toHaveText(/^\d+$/);

    const tx = page.getByTestId('block-txs').getByRole('link').first();
    if (await tx.count()) {
      await tx.click();
      await expect(page).toHaveURL(/\/p\/tx\/\w+$/);
      await expect(page.getByTestId('tx-type')).toHaveText(/Tx$/);
      await expect(page.getByTestId('tx-status')).toHaveText(/Committed|Accepted/);
      await page.reload();
      await expect(page.getByTestId('tx-type')).toHaveText(/Tx$/);
      const owner = page.locator('a[href^="/p/address/"]').first();
      if (await owner.count()) {
        await owner.click();
        await expect(page.getByTestId('entity-id')).toHaveText(/^P-local1/);
        await expect(page.getByTestId('p-balance')).toHaveText(/AVAX$/);
      }
    }
    expect(errors).toEqual([]);
  });

  test('a staking tx shows its validator with a link, its stake and reward owners', async ({ page, request }) => {
    const errors = watchConsole(page, !(await devnetHasCChain(request)));
    // ewoq is the reward address of the genesis validators: its page lists their staking txs.
    await page.goto('/p/address/P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    await expect(page.getByTestId('p-balance')).toHaveText(/AVAX$/);
    const staking = page.getByTestId('staking').locator('a[href^="/p/tx/"]').first();
    await staking.click();
    await expect(page.getByTestId('tx-type')).toHaveText(/Validator/);
    await expect(page.locator('a[href^="/validators/NodeID-"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Stake/ })).toBeVisible();
    await expect(page.getByText(/rewards owner/i).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the P block list keeps its page in the URL', async ({ page }) => {
    await page.goto('/p/blocks?from=5');
    await expect(page.getByTestId('block-row')).toHaveCount(6);
    await page.getByRole('link', { name: 'Latest' }).click();
    await expect(page).toHaveURL(/\/p\/blocks$/);
    await expect(page.getByTestId('list-mode')).toHaveText(/Live/);
  });
});
