import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';
import { avaxTo, EWOQ, issueEwoqXTx, xTxContext } from './x-wallet';

// Markup in a memo is chain data like any other: untrusted text, shown literally, never parsed.
const HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';

test('a memo of hostile markup is shown as text and hex, never run', async ({ page, request }) => {
  const memo = new TextEncoder().encode(HOSTILE);
  expect(memo.length).toBeLessThanOrEqual(256);
  const ctx = await xTxContext(request);
  // An ewoq BaseTx paying itself back, carrying the memo.
  const txID = await issueEwoqXTx(request, ctx, (base, amount) => ({
    kind: 'BaseTx',
    base: { ...base, outputs: [avaxTo(ctx, amount - ctx.fee, EWOQ.address)], memo },
  }));

  const errors = watchConsole(page);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const res = await page.goto(`/x/tx/${txID}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('memo-text')).toHaveText(HOSTILE);
  await expect(page.getByTestId('memo-hex')).toHaveText('0x' + Buffer.from(memo).toString('hex'));
  // Nothing of the memo became markup: no image with its broken src, no script element of its own
  // (the memo is in Next's flight data too, but as an escaped string inside it).
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(
    await page
      .locator('script')
      .evaluateAll((els) => els.filter((s) => s.textContent?.trim() === 'window.__pwned=1').length),
  ).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  // Hydration and a reload do not run it either.
  await page.reload();
  await expect(page.getByTestId('memo-text')).toHaveText(HOSTILE);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
  expect(errors).toEqual([]);

  // The Open Graph image of that tx draws (its card never includes the memo, but must not fail on it).
  const og = await request.get(`/x/tx/${txID}/opengraph-image`);
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toBe('image/png');
  expect((await og.body()).subarray(1, 4).toString()).toBe('PNG');
});
