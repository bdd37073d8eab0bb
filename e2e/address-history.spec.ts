import { randomBytes } from 'node:crypto';
import { formatAddress } from '@/lib/codec';
import { rpc, rpcAnswer } from './node-rpc';
import { avaxTo, createEwoqXAsset, EWOQ, issueEwoqXTx, xTxContext } from './x-wallet';
import { expect, test } from './fixtures';

// Snowline's own history (the follower in the app's server process, on the devnet): a tx this test
// issues shows on the sender's and the receiver's X address pages, newest first; the page cursor is
// in the URL and survives a reload; the filters and the CSV export follow the listing.
test.describe('address history from the follower', () => {
  test('an X tx appears on both addresses, and a page of older txs survives a reload', async ({ page, request }) => {
    const ctx = await xTxContext(request);
    const receiver = new Uint8Array(randomBytes(20));
    const receiverAddress = formatAddress('X', 'local', receiver);
    const sent = 1_000_000n;
    const txID = await issueEwoqXTx(request, ctx, (base, amount) => ({
      kind: 'BaseTx',
      base: { ...base, outputs: [avaxTo(ctx, sent, receiver), avaxTo(ctx, amount - sent - ctx.fee, EWOQ.address)] },
    }));

    // The receiver's page: the tx, its AVAX credit, and nothing else (a fresh address).
    await page.goto(`/x/address/${receiverAddress}`);
    const row = page.locator(`[data-testid="history-row"][data-tx="${txID}"]`);
    await expect(row).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expect(row.locator('[data-amount]')).toHaveAttribute('data-amount', sent.toString());
    await expect(row).toContainText('BaseTx');

    // The CSV export of the same listing names the tx and the amount.
    const csv = await request.get((await page.getByTestId('history-csv').getAttribute('href'))!);
    expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    expect(await csv.text()).toMatch(new RegExp(`,X,\\d+,${txID},BaseTx,\\w+,${sent}\\n`));

    // The sender's page lists it among ewoq's txs (newest first: near the top).
    const ewoq = formatAddress('X', 'local', EWOQ.address);
    await page.goto(`/x/address/${ewoq}`);
    await expect(page.locator(`[data-testid="history-row"][data-tx="${txID}"]`)).toBeVisible({ timeout: 10_000 });

    // Filtered to P: the X tx is gone; the filter is in the URL.
    await page.getByTestId('filter-chain').selectOption('P');
    await expect(page).toHaveURL(/chain=P/);
    await expect(page.locator(`[data-testid="history-row"][data-tx="${txID}"]`)).toHaveCount(0);
    await page.getByTestId('filter-chain').selectOption('');
    await expect(page).not.toHaveURL(/chain=/);

    // Older txs: the cursor goes into the URL, and a reload shows the same page.
    // (ewoq funds the devnet's activity on every chain: more than a page of txs soon after it starts.)
    const older = page.getByTestId('history-older');
    await expect(older).toBeVisible({ timeout: 30_000 });
    // The rows shown and the link's cursor are read, and the link clicked, in one turn of the page's
    // event loop: a poll landing in between cannot make them disagree.
    const firstPage = await older.evaluate((a) => {
      const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="history-row"]')].map((r) => r.dataset.tx);
      (a as HTMLAnchorElement).click();
      return rows;
    });
    await expect(page).toHaveURL(/txs_before=\d+\.[XPC]\.\d+\.\d+/);
    await expect(page.getByTestId('history-newest')).toBeVisible();
    // Until the older page has loaded, the previous one stays on screen.
    await expect(page.getByTestId('history-row').first()).not.toHaveAttribute('data-tx', firstPage[0]!);
    const secondPage = await page.getByTestId('history-row').evaluateAll((rows) => rows.map((r) => r.dataset.tx));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    expect(await page.getByTestId('history-row').evaluateAll((rows) => rows.map((r) => r.dataset.tx))).toEqual(
      secondPage,
    );
  });

  test('a fixed-cap asset made here lists its holders, whose balances sum to its supply', async ({ page, request }) => {
    const ctx = await xTxContext(request);
    // Initial outputs go in the codec's order: same type and owner shape, so by amount.
    const holders = [EWOQ.address, new Uint8Array(randomBytes(20)), new Uint8Array(randomBytes(20))];
    const amounts = [250n, 500n, 1_000n];
    const assetID = await createEwoqXAsset(
      request,
      ctx,
      { name: 'History Test Coin', symbol: 'HTC', denomination: 1 },
      holders.map((addr, i) => ({ addr, amount: amounts[i]! })),
    );
    await page.goto(`/x/asset/${assetID}`);
    await expect(page.getByTestId('holder-row')).toHaveCount(3, { timeout: 10_000 });
    const held = await page.getByTestId('holder-row').evaluateAll((rows) => rows.map((r) => r.dataset.amount));
    // Largest first, in the asset's denomination (1 decimal): 1,000 units are 100.0 HTC.
    expect(held).toEqual(['1000', '500', '250']);
    await expect(page.getByTestId('holder-row').first()).toContainText('100');
    await expect(page.getByTestId('holder-row').first()).toContainText('HTC');
    expect(held.reduce((sum, a) => sum + BigInt(a!), 0n)).toBe(1_750n);
    await expect(page.getByTestId('asset-holders-total')).toHaveAttribute('data-amount', '1750');
    // The asset's own tx is its first transaction.
    await expect(page.getByTestId('asset-tx-row').first()).toContainText('CreateAssetTx');
    // Its genesis outputs, as its CreateAssetTx made them: amounts in HTC, each with its owner.
    const initial = page.getByTestId('initial-output');
    await expect(initial).toHaveCount(3);
    for (const [i, amount] of amounts.entries()) {
      await expect(initial.nth(i).locator(`[data-amount="${amount}"]`)).toContainText('HTC');
    }
    const ewoq = formatAddress('X', 'local', EWOQ.address);
    await expect(initial.nth(0).locator(`a[href="/x/address/${ewoq}"]`)).toBeVisible();
  });

  test('an asset with 30 holders pages past the top 25: the 26th holder is reachable, and its page survives a reload', async ({
    page,
    request,
  }) => {
    const ctx = await xTxContext(request);
    // Distinct amounts, ascending: the codec's order of initial outputs of one type and owner shape.
    const amounts = Array.from({ length: 30 }, (_, i) => BigInt((i + 1) * 10));
    const assetID = await createEwoqXAsset(
      request,
      ctx,
      { name: 'Many Holders Coin', symbol: 'MHC', denomination: 0 },
      amounts.map((amount) => ({ addr: new Uint8Array(randomBytes(20)), amount })),
    );
    await page.goto(`/x/asset/${assetID}`);
    const rows = page.getByTestId('holder-row');
    await expect(rows).toHaveCount(25, { timeout: 10_000 });
    await expect(rows.first()).toHaveAttribute('data-amount', '300');
    await page.getByTestId('holders-older').click();
    await expect(page).toHaveURL(/[?&]holders_after=60\.X\./);
    // The 26th largest holder (300 down by 10s: 50) heads the second page, the last 5 with it.
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toHaveAttribute('data-amount', '50');
    await page.reload();
    await expect(rows.first()).toHaveAttribute('data-amount', '50');
    await expect(page.getByTestId('holders-older')).toHaveCount(0);
    await page.getByTestId('holders-newest').click();
    await expect(rows).toHaveCount(25);
  });

  test('the status page shows each chain indexed against its tip, L1 EVM chains included', async ({
    page,
    request,
  }) => {
    // The L1 EVM chains the node serves (each answers eth_chainId at its /rpc); the C-Chain is named C.
    const cChainID = (await rpc<{ blockchainID: string }>(request, 'info', 'info.getBlockchainID', { alias: 'C' }))
      .blockchainID;
    const { blockchains } = await rpc<{ blockchains: { id: string }[] }>(request, 'bc/P', 'platform.getBlockchains');
    const l1s: string[] = [];
    for (const { id } of blockchains) {
      if (id !== cChainID && (await rpcAnswer(request, `bc/${id}/rpc`, 'eth_chainId', []).catch(() => null))?.result)
        l1s.push(id);
    }
    expect(l1s.length, 'the devnet serves an L1 EVM chain').toBeGreaterThan(0);
    // A chain created since the follower last looked (every 30 s) is followed at its next look.
    await expect
      .poll(
        async () => {
          const body = (await (await request.get('/api/history/status')).json()) as { chains: { chain: string }[] };
          return l1s.filter((id) => !body.chains.some((c) => c.chain === id));
        },
        { timeout: 45_000 },
      )
      .toEqual([]);
    await page.goto('/status');
    for (const chain of ['X', 'P', 'C', ...l1s]) {
      await expect(page.getByTestId(`status-${chain}-heights`)).toHaveText(/indexed to height \d+ of \d+/);
    }
    await expect(page.getByTestId(`status-${l1s[0]}`)).toContainText(`L1 ${l1s[0]!.slice(0, 8)}…`);
    await expect(page.getByRole('progressbar')).toHaveCount(await page.locator('[data-testid$="-heights"]').count());
  });
});
