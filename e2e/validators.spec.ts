import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import { rpc } from './node-rpc';

type Validator = {
  nodeID: string;
  txID?: string;
  uptime?: string;
  delegatorCount?: string;
  signer?: { publicKey: string };
};
// The table's first rows are server-rendered: wait until React owns them before clicking or typing.
async function openValidators(page: Page, url = '/validators') {
  await page.goto(url);
  await expect(page.getByTestId('current-validators')).toHaveAttribute('data-hydrated', 'true');
}
const validators = async (request: APIRequestContext): Promise<Validator[]> =>
  (await rpc(request, 'bc/P', 'platform.getCurrentValidators')).validators;

test.describe('validators page', () => {
  test('shows as many validators as the node reports, and says whose uptime it is', async ({ page, request }) => {
    await openValidators(page);
    await expect(page.getByTestId('uptime-note')).toContainText('as observed by the node Snowline is connected to');
    const count = page.getByTestId('validator-count');
    await expect(count).toHaveText(/^\d[\d,]*$/);
    // The devnet keeps adding stakers: compare with a fresh answer until both agree.
    await expect(async () => {
      const n = (await validators(request)).length;
      await page.getByRole('button', { name: 'Current' }).click();
      expect(Number((await count.textContent())!.replaceAll(',', ''))).toBe(n);
    }).toPass({ timeout: 30_000 });
    // Virtualized: far fewer rows in the DOM than validators.
    const rendered = await page.getByTestId('validators-table').getByRole('row').count();
    expect(rendered).toBeLessThan(60);
  });

  test('sorts by uptime both ways and keeps the sort in the URL', async ({ page }) => {
    await openValidators(page);
    const uptimes = async () =>
      (await page.locator('[data-testid=validators-table] [data-col=uptime]').allTextContents())
        .slice(0, 6)
        .map((t) => Number(t.replace('%', '')));
    await page.getByTestId('sort-uptime').click();
    await expect(page).toHaveURL(/sort=uptime&dir=desc/);
    const desc = await uptimes();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await page.getByTestId('sort-uptime').click();
    await expect(page).toHaveURL(/dir=asc/);
    const asc = await uptimes();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]!).toBeLessThan(desc[0]!);
    await page.reload();
    await expect(page.getByTestId('sort-uptime')).toContainText('▲');
    // The server renders the same ascending order the browser showed.
    await expect(page.getByTestId('current-validators')).toHaveAttribute('data-hydrated', 'true');
    expect(await uptimes()).toEqual([...(await uptimes())].sort((a, b) => a - b));
  });

  test('filters by node id, and exports the filtered view as CSV with every field', async ({ page, request }) => {
    const v = (await validators(request))[3]!;
    const target = v.nodeID;
    await openValidators(page);
    await page.getByTestId('validator-filter').fill(target.slice(7, 17));
    await expect(page.getByTestId('shown-count')).toHaveText('1');
    await expect(page.getByTestId('validators-table').locator(`a[href="/validators/${target}"]`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${target.slice(7, 17)}`));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^nodeID,/);
    expect(csv[1]).toMatch(new RegExp(`^${target},`));
    // Fields the page itself does not carry are fetched for the export.
    expect(csv[1]).toContain(`,${v.txID},`);
    if (v.signer) expect(csv[1]).toContain(v.signer.publicKey);
  });

  test('the first screen of rows arrives as HTML, before any script runs', async ({ request }) => {
    const html = await (await request.get('/validators?sort=nodeID&dir=asc')).text();
    // The page carries what the table shows, sorts and filters by; tx ids and BLS keys wait for a CSV export.
    // The first row in node-id order (the page shows a screen of 25, sorted as the URL asks).
    const first = [...(await validators(request))].sort((a, b) => (a.nodeID < b.nodeID ? -1 : 1))[0]!;
    expect(html).toContain(first.nodeID.slice('NodeID-'.length));
    expect(html).not.toContain(first.txID);
    if (first.signer) expect(html).not.toContain(first.signer.publicKey);
    expect(html).toContain('data-testid="validators-table"');
    const rows = html.match(/role="row"/g) ?? [];
    // Header plus a screenful, not the whole set (the rest scrolls in virtually).
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(html).toContain('aria-sort="ascending"');
  });

  test('a filtered URL carries its matching rows in the HTML, before any script runs', async ({ request }) => {
    const all = await validators(request);
    const target = all[5]!.nodeID;
    for (const q of [target, target.slice(7, 17), target.slice(7, 17).toLowerCase()]) {
      const html = await (await request.get(`/validators?q=${encodeURIComponent(q)}`)).text();
      // The one match, in the table as HTML: header plus one row, the count and the filter box saying so.
      expect(html).toContain(`href="/validators/${target}"`);
      expect(html.match(/role="row"/g) ?? []).toHaveLength(2);
      expect(html).toMatch(/data-testid="shown-count">1</);
      expect(html).toContain(`value="${q}"`);
    }
    const none = await (await request.get('/validators?q=no-such-validator')).text();
    expect(none).toContain('No validator matches this filter.');
  });

  test('text typed in the filter before the page is live is applied once it is', async ({ page, request }) => {
    const target = (await validators(request))[4]!.nodeID;
    // Hold the page's scripts: the HTML is there, React is not.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/validators', { waitUntil: 'commit' });
    await page.getByTestId('validator-filter').fill(target.slice(7, 17));
    await expect(page.getByTestId('current-validators')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(page.getByTestId('current-validators')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('shown-count')).toHaveText('1');
    await expect(page.getByTestId('validators-table').locator(`a[href="/validators/${target}"]`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${target.slice(7, 17)}`));
    await expect(page.getByTestId('validator-filter')).toHaveValue(target.slice(7, 17));
  });

  test('pages through the set a screen at a time, the page kept in the URL', async ({ page }) => {
    await openValidators(page, '/validators?sort=nodeID&dir=asc');
    const ids = async () =>
      page
        .locator('[data-testid=validators-table] [data-col=node] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const first = await ids();
    await page.getByTestId('page-next').click();
    await expect(page).toHaveURL(/sort=nodeID&dir=asc&page=2/);
    await expect(page.getByTestId('validators-table').getByRole('row').nth(1)).toHaveAttribute(
      'aria-rowindex',
      String(first.length + 2),
    );
    // The next screen of the same order (the devnet may add a staker meanwhile, shifting a row or two).
    const second = await ids();
    expect(second.length).toBeGreaterThan(0);
    expect(second).toEqual([...second].sort());
    expect(second[0]! > first[0]!).toBe(true);
    expect(second.filter((id) => first.includes(id)).length).toBeLessThan(second.length);
    await page.reload();
    await expect(page.getByTestId('validators-table').getByRole('row').nth(1)).toHaveAttribute(
      'aria-rowindex',
      String(first.length + 2),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter form, sorting and paging still work', async ({ page, request }) => {
      const target = (await validators(request))[2]!.nodeID;
      const part = target.slice(7, 17);
      await page.goto('/validators');
      await expect(page.getByTestId('validators-table').getByRole('row').nth(1)).toBeVisible();
      await page.getByTestId('validator-filter').fill(part);
      await page.getByTestId('validator-filter').press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${part}`));
      await expect(page.getByTestId('shown-count')).toHaveText('1');
      await expect(page.getByTestId('validators-table').locator(`a[href="/validators/${target}"]`)).toBeVisible();
      // Sorting keeps the filter.
      await page.getByTestId('sort-uptime').click();
      await expect(page).toHaveURL(/sort=uptime&dir=desc/);
      await expect(page.getByTestId('shown-count')).toHaveText('1');
      await expect(page.getByTestId('validator-filter')).toHaveValue(part);
      // Clearing the filter and paging on.
      await page.getByTestId('validator-filter').fill('');
      await page.getByTestId('validator-filter-submit').click();
      await expect(page.getByTestId('shown-count')).not.toHaveText('1');
      await page.getByTestId('page-next').click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByTestId('validators-table').getByRole('row').nth(1)).toHaveAttribute('aria-rowindex', '27');
    });
  });

  test('a validator page lists its delegators and draws its uptime history', async ({ page, request }) => {
    const v = (await validators(request)).find((x) => Number(x.delegatorCount ?? 0) > 0)!;
    const detail = (await rpc(request, 'bc/P', 'platform.getCurrentValidators', { nodeIDs: [v.nodeID] })).validators[0];
    await page.goto(`/validators/${v.nodeID}`);
    await expect(page.getByRole('heading', { name: 'Validator', exact: true })).toBeVisible();
    await expect(page.getByTestId('delegator-count')).toHaveText(`(${detail.delegators.length})`);
    // 25 a page.
    await expect(page.getByTestId('delegators').locator('tbody tr')).toHaveCount(
      Math.min(detail.delegators.length, 25),
    );
    await expect(page.getByTestId('validator-txs')).toContainText('Add validator');
    // The sampler records every few seconds in e2e: the chart appears with at least two samples.
    await expect(page.getByTestId('uptime-chart')).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => Number(await page.getByTestId('uptime-sample-count').textContent()), { timeout: 30_000 })
      .toBeGreaterThan(1);
  });

  test('an unknown node id is a 404', async ({ page }) => {
    const res = await page.goto('/validators/NodeID-111111111111111111116DBWJs');
    expect(res?.status()).toBe(404);
  });

  test('the pending view loads when chosen and lists what the node reports', async ({ page, request }) => {
    await openValidators(page);
    await page.getByRole('button', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/view=pending/);
    const count = page.getByTestId('pending-validator-count');
    // The devnet keeps adding stakers: compare with a fresh answer until both agree (the view polls).
    await expect(async () => {
      const pending = (await rpc(request, 'bc/P', 'platform.getPendingValidators')).validators;
      await expect(count).toHaveText(`(${pending.length})`, { timeout: 1_000 });
      if (pending[0]) await expect(page.locator(`a[href="/validators/${pending[0].nodeID}"]`).first()).toBeVisible();
    }).toPass({ timeout: 30_000 });
  });

  test('shows the validator set at a past height', async ({ page, request }) => {
    const height = 3;
    const at = await rpc(request, 'bc/P', 'platform.getValidatorsAt', { height: String(height) });
    await page.goto(`/validators?view=at&height=${height}`);
    await expect(page.getByTestId('at-height-count')).toHaveText(String(Object.keys(at.validators).length));
  });
});
