import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';

test.describe('index history', () => {
  test('browses an index, jumps to an index, looks an id up and opens the decoded container', async ({ page }) => {
    const errors = watchConsole(page);
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
