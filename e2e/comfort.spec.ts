// What a person meets on desktop and on a phone (#25): times never in the future after a client-side
// navigation, the phone's menu and search, an X or P tx's block and time, the validators table on a
// laptop, and a favicon.
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-errors';
import { HOME, SECTION_GROUPS } from '@/components/shell/sections';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

/** Relative times that read "in …" although their time has passed (the page's own clock says so). */
const timesInTheFuture = (page: Page) =>
  page
    .locator('time[datetime]')
    .evaluateAll((els) =>
      els
        .filter((e) => Date.parse(e.getAttribute('datetime')!) <= Date.now() && /^in /.test(e.textContent ?? ''))
        .map((e) => `${e.textContent} (${e.getAttribute('datetime')})`),
    );

/** Follows a section link of the header's navigation without reloading the page. */
async function navigate(page: Page, group: string, section: string, phone: boolean) {
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('button', { name: phone ? 'Menu' : group }).click();
  await nav.getByRole('link', { name: section, exact: true }).click();
}

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${name}: relative times are never in the future after a client-side navigation`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize(size);
    await page.goto('/p');
    await expect(page.getByTestId('block-row').first().locator('time')).toBeVisible();
    // A page without any relative time: the shared clock has no one to tick for.
    await navigate(page, 'Operator', 'Decode a tx', name === 'phone');
    await expect(page).toHaveURL(/\/tx\/decode$/);
    await expect(page.locator('time[datetime]')).toHaveCount(0);
    // Long enough that a clock stopped here would put blocks accepted meanwhile well into the future.
    await page.waitForTimeout(12_000);
    await navigate(page, 'Explore', 'P-Chain', name === 'phone');
    // `/p` redirects to its block list; the router shows either address, depending on its prefetch.
    await expect(page).toHaveURL(/\/p(\/blocks)?$/);
    const times = page.getByTestId('block-row').locator('time');
    await expect(times.first()).toBeVisible();
    await expect(times).toHaveCount(await page.getByTestId('block-row').count());
    expect(await timesInTheFuture(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the open menu leaves its Menu button free, closes on a tap outside, and lists search', async ({ page }) => {
    await page.goto('/x');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.click();
    const items = page.locator('#site-nav-items');
    await expect(items).toBeVisible();
    // Nothing of the open menu lies over its button: a second tap on it reaches it and closes the menu.
    const box = (await menu.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe('Menu');
    await menu.click();
    await expect(items).toBeHidden();
    // A tap outside the open menu closes it.
    await menu.click();
    await expect(items).toBeVisible();
    // (The header's search box: outside the menu, and never under it.)
    await page.getByRole('banner').getByTestId('search-input').click();
    await expect(items).toBeHidden();
    // Search is one of its sections.
    await menu.click();
    await items.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByTestId('search-input')).toBeVisible();
  });

  // A page wider than the screen slides sideways under a thumb, and a phone browser zooms it out: wide
  // tables scroll inside their own card, forms wrap.
  test('no section page, nor an index list, is wider than the screen', async ({ page }) => {
    test.setTimeout(120_000);
    const pages = [HOME, ...SECTION_GROUPS.flatMap((g) => g.sections.filter((s) => !s.operatorMode))].map(
      (s) => s.href,
    );
    const wider: string[] = [];
    for (const path of [...pages, '/index/X/tx', '/index/P/block']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main .animate-pulse')).toHaveCount(0, { timeout: 20_000 });
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      if (scroll > client) wider.push(`${path}: ${scroll} px`);
    }
    expect(wider, `pages wider than the ${PHONE.width} px screen`).toEqual([]);
  });

  test('a block page has the header search, and it finds what is typed', async ({ page }) => {
    await page.goto('/x');
    await page.getByTestId('block-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/x\/blocks\/\d+$/);
    const height = (await page.getByTestId('block-height').textContent())!;
    const blockID = (await page.getByTestId('entity-id').textContent())!.trim();
    const search = page.getByRole('banner').getByTestId('search-input');
    await expect(search).toBeVisible();
    const tx = page.getByTestId('block-txs').getByRole('link').first();
    const txID = (await tx.textContent())!.trim();
    await search.fill(blockID);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/x/blocks/${blockID}$`));
    await expect(page.getByTestId('block-height')).toHaveText(height);
    // On a tx page too.
    await tx.click();
    await expect(page).toHaveURL(/\/x\/tx\//);
    await expect(page.getByRole('banner').getByTestId('search-input')).toBeVisible();
    expect(txID.length).toBeGreaterThan(0);
  });
});

/** The tx page of the first tx in the newest block of `chain` that has one. */
async function newestTx(page: Page, chain: 'x' | 'p'): Promise<{ height: string; txID: string }> {
  await page.goto(`/${chain}`);
  const rows = page.getByTestId('block-row');
  await expect(rows.first().locator('time')).toBeVisible();
  await expect(rows.last().locator('td').last()).toHaveText(/\d+/);
  const counts = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.lastElementChild?.textContent || 0)));
  const at = counts.findIndex((n) => n > 0);
  expect(at, `a ${chain.toUpperCase()} block with txs among the newest`).toBeGreaterThanOrEqual(0);
  await rows.nth(at).getByRole('link').first().click();
  const height = (await page.getByTestId('block-height').textContent())!;
  const tx = page.getByTestId('block-txs').getByRole('link').first();
  const href = (await tx.getAttribute('href'))!;
  await tx.click();
  return { height, txID: href.split('/').pop()! };
}

for (const chain of ['x', 'p'] as const) {
  test(`${chain.toUpperCase()}-Chain: a tx page shows its block and time`, async ({ page }) => {
    const { height, txID } = await newestTx(page, chain);
    await expect(page).toHaveURL(new RegExp(`/${chain}/tx/${txID}$`));
    // The follower indexes it within moments of its block.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('tx-block').getByRole('link')).toHaveText(height, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('tx-time').locator('time')).toBeVisible();
    expect(await timesInTheFuture(page)).toEqual([]);
    await page.getByTestId('tx-block').getByRole('link').click();
    await expect(page.getByTestId('block-height')).toHaveText(height);
    await expect(page.getByTestId('block-txs').locator(`a[href$="/tx/${txID}"]`)).toHaveCount(1);
  });
}

test('the validators table fits its card at 1366 px: no column clipped, no sideways scroll', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/validators');
  await expect(page.getByTestId('current-validators')).toHaveAttribute('data-hydrated', 'true');
  const table = page.getByTestId('validators-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const overflow = await table.evaluate((t) => t.scrollWidth - t.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Headers and cells show all their text (an amount is cut to three decimals, never mid-figure).
  const clipped = await table.evaluate((t) =>
    [...t.querySelectorAll('[role=columnheader], [role=cell] > span')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent),
  );
  expect(clipped).toEqual([]);
  await expect(table.getByRole('columnheader', { name: /End · progress/i })).toBeInViewport();
});

test('favicon.ico answers with an icon', async ({ request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
  expect((await res.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
