import { expect, test, type Page } from '@playwright/test';

/**
 * Console errors of the page, with the resource they are about. Not counted: the missing
 * favicon (the app ships none yet) and, only while the devnet serves no C-Chain, the dashboard's
 * failed C-Chain polls.
 */
function watchConsole(page: Page, noCChain = false): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    if (m.type() !== 'error' || url.includes('favicon') || (noCChain && url.includes('/ext/bc/C/rpc'))) return;
    errors.push(`${m.text()} ${url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function devnetHasCChain(request: import('@playwright/test').APIRequestContext): Promise<boolean> {
  const r = await request.post('/api/node/ext/bc/C/rpc', { data: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] } });
  return r.ok() && typeof (await r.json().catch(() => ({}))).result === 'string';
}

test.describe('index history', () => {
  test('browses an index, jumps to an index, looks an id up and opens the decoded container', async ({ page, request }) => {
    const errors = watchConsole(page, !(await devnetHasCChain(request)));
    await page.goto('/index');
    await page.getByRole('link', { name: /X\/tx/ }).click();
    await expect(page).toHaveURL('/index/X/tx');
    await expect(page.getByTestId('index-row').first()).toBeVisible();
    await expect(page.getByTestId('index-mode')).toContainText('Live tail');

    await page.getByLabel('Jump to index').fill('3');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(/start=3/);
    const rows = page.getByTestId('index-row');
    await expect(rows.last()).toContainText(/^3/);
    await page.reload();
    await expect(rows.last()).toContainText(/^3/);

    // Look the container at index 3 up by its id.
    const id = (await rows.last().locator('[title]').first().getAttribute('title'))!;
    await page.getByLabel('Look up id').fill(id);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByTestId('index-lookup')).toContainText('at index 3');

    await rows.last().getByRole('link').first().click();
    await expect(page).toHaveURL(`/x/tx/${id}`);
    await expect(page.getByTestId('tx-type')).toHaveText(/Tx$/);
    expect(errors).toEqual([]);
  });

  test('a P block container links to its block page', async ({ page }) => {
    await page.goto('/index/P/block?start=0');
    const first = page.getByTestId('index-row').last();
    await expect(first).toContainText(/height 0/);
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/p\/blocks\//);
    await expect(page.getByTestId('block-height')).toHaveText('0');
  });
});
