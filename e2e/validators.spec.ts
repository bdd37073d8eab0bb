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
    const first = (await validators(request))[0]!;
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

  test('a validator page lists its delegators and draws its uptime history', async ({ page, request }) => {
    const v = (await validators(request)).find((x) => Number(x.delegatorCount ?? 0) > 0)!;
    const detail = (await rpc(request, 'bc/P', 'platform.getCurrentValidators', { nodeIDs: [v.nodeID] })).validators[0];
    await page.goto(`/validators/${v.nodeID}`);
    await expect(page.getByRole('heading', { name: 'Validator', exact: true })).toBeVisible();
    await expect(page.getByTestId('delegator-count')).toHaveText(`(${detail.delegators.length})`);
    await expect(page.getByTestId('delegators').locator('tbody tr')).toHaveCount(detail.delegators.length);
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
