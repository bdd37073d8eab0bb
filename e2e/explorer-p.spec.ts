import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';

test.describe('P-Chain explorer walk', () => {
  test('from the dashboard to the latest P block, its tx and an owner address', async ({ page }) => {
    const errors = watchConsole(page);
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

  test('a staking tx shows its validator with a link, its stake and reward owners', async ({ page }) => {
    const errors = watchConsole(page);
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
