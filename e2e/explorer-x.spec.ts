import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-errors';

async function reloadKeeps(page: Page, text: RegExp | string) {
  await page.reload();
  await expect(page.getByTestId('entity-id')).toContainText(text);
}

test.describe('X-Chain explorer walk', () => {
  test('from the dashboard to the latest block, a tx in it, its output address and the asset', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    const latest = page.getByTestId('recent-block-X').first().getByRole('link');
    await expect(latest).toHaveText(/^#\d+$/);
    await latest.click();

    // Block page, by id, server-rendered with a title.
    await expect(page).toHaveURL(/\/x\/blocks\/\w+$/);
    await expect(page.getByTestId('block-height')).toHaveText(/^\d+$/);
    await expect(page).toHaveTitle(/X-Chain block \d+/);
    const blockId = (await page.getByTestId('entity-id').textContent())!;
    await reloadKeeps(page, blockId);

    // A tx of the block: decoded type, accepted status, inputs and outputs.
    await page.getByTestId('block-txs').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/x\/tx\/\w+$/);
    await expect(page.getByTestId('tx-type')).toHaveText(/Tx$/);
    await expect(page.getByTestId('tx-status')).toHaveText('Accepted');
    await expect(page.getByTestId('output').first()).toBeVisible();
    const txId = (await page.getByTestId('entity-id').textContent())!;
    await reloadKeeps(page, txId);
    // A pasted link previews: description and an Open Graph image.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /on the X-Chain/);

    // The asset of the first output.
    const assetLink = page.getByTestId('output').first().locator('a[href^="/x/asset/"]');
    const assetHref = (await assetLink.getAttribute('href'))!;
    // The owner address of the first output (on the X-Chain, or on the destination of an export).
    const ownerLink = page.getByTestId('output').first().locator('a[href*="/address/"]').first();
    const ownerHref = (await ownerLink.getAttribute('href'))!;
    await ownerLink.click();
    await expect(page).toHaveURL(ownerHref);
    await expect(page.getByTestId('entity-id')).toHaveText(/^[XP]-local1/);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Balance/ })).toBeVisible();

    await page.goto(assetHref);
    await expect(page.getByTestId('asset-denomination')).toHaveText(/^\d+/);
    await expect(page.getByTestId('asset-symbol')).not.toBeEmpty();
    await page.reload();
    await expect(page.getByTestId('asset-name')).not.toBeEmpty();

    expect(errors).toEqual([]);
  });

  test('an address lists balances from decoded UTXOs and pages them through the node’s cursor', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/x/address/X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    await expect(page.getByTestId('balances')).toContainText(/AVAX/);
    await expect(page.getByTestId('utxo-row').first()).toBeVisible();
    const next = page.getByRole('link', { name: 'Next page →' });
    if (await next.count()) {
      // The UTXO a row names is unique: the next page (cursor after this page) never repeats it.
      const firstUtxo = (await page.getByTestId('utxo-row').first().getAttribute('data-utxo'))!;
      await next.click();
      await expect(page).toHaveURL(/after=/);
      await expect(page.getByRole('link', { name: 'First page' })).toBeVisible();
      await expect(page.locator(`[data-utxo="${firstUtxo}"]`)).toHaveCount(0);
      await page.reload();
      await expect(page).toHaveURL(/after=/);
      await expect(page.getByRole('link', { name: 'First page' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the block list pages by height, jumps to a height and keeps the page on reload', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/x/blocks');
    await expect(page.getByTestId('block-row').first()).toBeVisible();
    await page.getByLabel('Jump to height').fill('3');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/blocks\?from=3$/);
    await expect(page.getByTestId('block-row')).toHaveCount(4);
    await expect(page.getByTestId('block-row').first()).toContainText('3');
    await page.reload();
    await expect(page.getByTestId('block-row')).toHaveCount(4);
    await page.getByTestId('block-row').last().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/x\/blocks\/0$/);
    await expect(page.getByTestId('block-height')).toHaveText('0');
    expect(errors).toEqual([]);
  });

  test('an unknown tx id shows a not-found page', async ({ page }) => {
    const res = await page.goto('/x/tx/11111111111111111111111111111111LpoYY');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
