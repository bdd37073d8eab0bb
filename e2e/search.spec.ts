import { expect, test } from '@playwright/test';
import { devnetEvmContracts } from '@/devnet/evm/deployments';
import { devnetL1, rpc, rpcAnswer } from './node-rpc';

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

/** The newest X tx among the last few hundred that created an asset, with the asset's name and symbol. */
async function recentAsset(request: import('@playwright/test').APIRequestContext) {
  const last = Number((await rpc(request, 'index/X/tx', 'index.getLastAccepted')).index);
  for (let end = last; end >= 0; end -= 64) {
    // A public explorer serves at most 64 containers a call.
    const start = Math.max(0, end - 63);
    const range = await rpc(request, 'index/X/tx', 'index.getContainerRange', {
      startIndex: start,
      numToFetch: end - start + 1,
    });
    for (const c of (range.containers as { id: string }[]).reverse()) {
      const asset = await rpcAnswer(request, 'bc/X', 'avm.getAssetDescription', { assetID: c.id });
      if (!asset.error) return { id: c.id, name: asset.result.name as string, symbol: asset.result.symbol as string };
    }
    if (start === 0) break;
  }
  throw new Error('no asset created on X yet');
}

test.describe('search finds what a person names (#25)', () => {
  test('a tx id that is also the asset it created opens the tx page, which links the asset', async ({
    page,
    request,
  }) => {
    const asset = await recentAsset(request);
    await search(page, asset.id);
    await expect(page).toHaveURL(`/x/tx/${asset.id}`);
    await expect(page.getByTestId('tx-type')).toHaveText('CreateAssetTx');
    const created = page.getByTestId('created-asset');
    await expect(created).toContainText(asset.name);
    await created.getByRole('link', { name: /its page/ }).click();
    await expect(page).toHaveURL(`/x/asset/${asset.id}`);
  });

  test("an X asset's name and its symbol find it", async ({ page, request }) => {
    const asset = await recentAsset(request);
    const link = (p: typeof page) => p.locator(`a[href="/x/asset/${asset.id}"]`);
    // The follower stores the asset once it indexes its block.
    await expect(async () => {
      await page.goto(`/search?q=${encodeURIComponent(asset.name)}`);
      // One match opens it; several (assets named alike) list it.
      if (!page.url().endsWith(`/x/asset/${asset.id}`))
        await expect(link(page).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    // By its symbol, in any case: every asset listed carries that symbol.
    await page.goto(`/search?q=${encodeURIComponent(asset.symbol.toLowerCase())}`);
    // One asset with that symbol opens it; several are listed.
    if (page.url().includes('/x/asset/')) expect(page.url()).toContain(`/x/asset/${asset.id}`);
    else {
      const matches = page.getByTestId('search-matches').getByRole('link');
      await expect(matches.first()).toBeVisible();
      for (const text of await matches.allTextContents()) {
        expect(text.toUpperCase()).toContain(asset.symbol.toUpperCase());
      }
    }
  });

  test("an L1 validation id opens its validator's page on its L1", async ({ page, request }) => {
    const { subnetID, validators } = await devnetL1(request);
    const v = validators[0]!;
    await search(page, v.validationID);
    await expect(page).toHaveURL(`/validators/${v.nodeID}?subnet=${subnetID}`);
  });
});

test("a token's contract address opens the token, as typed in any case", async ({ page }) => {
  // The devnet's GLCR, typed as its checksummed address.
  const token = devnetEvmContracts().GlacierToken;
  // The follower knows it once it has indexed a transfer of it.
  await expect(async () => {
    await page.goto(`/search?q=${token}`);
    await expect(page).toHaveURL(`/c/token/${token.toLowerCase()}`, { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every kind of page has the search box in its header, and it finds what is typed', async ({ page }) => {
    for (const path of ['/x', '/validators', '/x/address/X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', '/fees']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByTestId('search-input'), path).toBeVisible();
    }
    const box = page.getByRole('banner').getByTestId('search-input');
    await box.fill('NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg');
    await box.press('Enter');
    await expect(page).toHaveURL('/validators/NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg');
  });
});
