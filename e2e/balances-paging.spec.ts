import { randomBytes } from 'node:crypto';
import { formatAddress } from '@/lib/codec';
import { expect, test } from './fixtures';
import { createEwoqXAsset, xTxContext } from './x-wallet';

// Issue 30: an X address's indexed balances page past the first 25, the page kept in the URL.

/** A distinct symbol per asset: the node takes upper-case letters only. */
const letters = (i: number) => `PG${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}`;
test('an X address holding 27 assets pages its balances past the first 25, and the page survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const ctx = await xTxContext(request);
  const holder = new Uint8Array(randomBytes(20));
  const address = formatAddress('X', 'local', holder);
  const assets: string[] = [];
  for (let i = 0; i < 27; i++) {
    assets.push(
      await createEwoqXAsset(request, ctx, { name: `Paging Coin ${i}`, symbol: letters(i), denomination: 0 }, [
        { addr: holder, amount: BigInt(i + 1) },
      ]),
    );
  }
  await page.goto(`/x/address/${address}`);
  const rows = page.getByTestId('history-balance-row');
  await expect(rows).toHaveCount(25, { timeout: 60_000 });
  const first = await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-asset')));
  await page.getByTestId('balances-older').click();
  await expect(page).toHaveURL(/[?&]balances_after=X\./);
  await expect(rows).toHaveCount(2);
  const second = await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-asset')));
  // Every asset once, in the store's order (by asset id), across the two pages.
  expect([...first, ...second]).toEqual([...assets].sort());
  await page.reload();
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('balances-older')).toHaveCount(0);
  await page.getByTestId('balances-newest').click();
  await expect(rows).toHaveCount(25);
});
