import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';
import { rpc } from './node-rpc';

test.describe('C-Chain explorer walk', () => {
  test('from the dashboard to a C block, a tx with its receipt and the sender’s account', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    // A block with a transaction: the devnet's activity sends C-Chain transfers.
    await page.goto('/c/blocks');
    const rows = page.getByTestId('block-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().locator('td').last()).toHaveText(/^\d+$/);
    const withTx = rows.filter({ has: page.locator('td:last-child', { hasText: /^[1-9]\d*$/ }) }).first();
    await withTx.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/c\/blocks\/\d+$/);
    await expect(page).toHaveTitle(/C-Chain block \d+/);
    await page.reload();
    await expect(page.getByTestId('block-height')).toHaveText(/^\d+$/);

    await page.getByTestId('block-txs').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/c\/tx\/0x[0-9a-f]{64}$/);
    await expect(page.getByTestId('tx-status')).toHaveText(/Success|Failed/);
    await expect(page.getByTestId('tx-value')).toHaveText(/AVAX$/);
    await expect(page.getByTestId('tx-fee')).toHaveText(/AVAX$/);
    await page.reload();
    await expect(page.getByTestId('tx-status')).toHaveText(/Success|Failed/);

    await page.locator('a[href^="/c/address/0x"]').first().click();
    await expect(page.getByTestId('c-balance')).toHaveText(/AVAX$/);
    await expect(page.getByTestId('c-nonce')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('c-kind')).toHaveText(/account|Contract/);
    expect(errors).toEqual([]);
  });

  test('search finds a C block and a C tx by hash, and an account by 0x address', async ({ page, request }) => {
    const eth = (method: string, params: unknown[]) => rpc(request, 'bc/C/rpc', method, params);
    let block = (await eth('eth_getBlockByNumber', ['latest', false])) as {
      hash: string;
      number: string;
      transactions: string[];
    };
    await page.goto(`/search?q=${block.hash}`);
    await expect(page).toHaveURL(`/c/blocks/${block.hash}`);
    // Walk back to a block with a transaction (the devnet's activity makes them often).
    while (block.transactions.length === 0 && BigInt(block.number) > 0n) {
      block = await eth('eth_getBlockByNumber', ['0x' + (BigInt(block.number) - 1n).toString(16), false]);
    }
    const txHash = block.transactions[0]!;
    await page.goto('/');
    await page.getByTestId('search-input').fill(txHash);
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(`/c/tx/${txHash}`);
    await expect(page.getByTestId('tx-status')).toHaveText(/Success|Failed/);
    await page.goto('/search?q=0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC');
    await expect(page.getByTestId('entity-id')).toHaveText('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC');
    await expect(page.getByTestId('c-balance')).toHaveText(/AVAX$/);
  });

  test('an unknown hash is not found', async ({ page }) => {
    const res = await page.goto(`/c/tx/0x${'ab'.repeat(32)}`);
    expect(res?.status()).toBe(404);
  });
});
