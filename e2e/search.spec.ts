import { expect, test } from '@playwright/test';
import { rpc, rpcAnswer } from './node-rpc';

async function search(page: import('@playwright/test').Page, q: string) {
  await page.goto('/');
  // `/` focuses the search box from anywhere on the page.
  await page.locator('body').click();
  await page.keyboard.press('/');
  await expect(page.getByTestId('search-input')).toBeFocused();
  await page.keyboard.type(q);
  await page.keyboard.press('Enter');
}

test.describe('universal search', () => {
  test('a tx id goes to its tx page', async ({ page, request }) => {
    // A CreateAssetTx id is also its asset's id (search then rightly offers both), so pick a recent
    // X tx that is not an asset.
    const last = await rpc(request, 'index/X/tx', 'index.getLastAccepted');
    const lastIndex = Number(last.index);
    const start = Math.max(0, lastIndex - 20);
    const range = await rpc(request, 'index/X/tx', 'index.getContainerRange', {
      startIndex: start,
      numToFetch: lastIndex - start + 1,
    });
    let txId = '';
    for (const c of (range.containers as { id: string }[]).reverse()) {
      const asset = await rpcAnswer(request, 'bc/X', 'avm.getAssetDescription', { assetID: c.id });
      if (asset.error) {
        txId = c.id;
        break;
      }
    }
    expect(txId, 'a recent X tx that is not an asset creation').not.toBe('');
    await search(page, txId);
    await expect(page).toHaveURL(`/x/tx/${txId}`);
    await expect(page.getByTestId('entity-id')).toHaveText(txId);
  });

  test('an address goes to its address page', async ({ page }) => {
    await search(page, 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    await expect(page).toHaveURL(/\/p\/address\/P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u$/);
    await expect(page.getByTestId('p-balance')).toBeVisible();
  });

  test('a height offers the blocks of each chain that has it', async ({ page }) => {
    await search(page, '2');
    const matches = page.getByTestId('search-matches');
    await expect(matches.getByRole('link', { name: 'X-Chain block at this height' })).toBeVisible();
    await expect(matches.getByRole('link', { name: 'P-Chain block at this height' })).toBeVisible();
    await matches.getByRole('link', { name: 'X-Chain block at this height' }).click();
    await expect(page).toHaveURL('/x/blocks/2');
    await expect(page.getByTestId('block-height')).toHaveText('2');
  });

  test('a node id goes to its validator page', async ({ page }) => {
    await search(page, 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg');
    await expect(page).toHaveURL('/validators/NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg');
  });

  test('nothing found says what was tried', async ({ page }) => {
    // A well-formed id that nothing on the devnet has.
    await search(page, 'SeLqn3UAUoRymWmwW7axrzJK7JfNaBR2cHCryA6cFscgkny8');
    const nf = page.getByTestId('search-not-found');
    await expect(nf).toContainText('Nothing found');
    await expect(nf).toContainText('X-Chain transaction');
    await expect(nf).toContainText('Subnet');
  });
});
