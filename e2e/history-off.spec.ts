import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';

// The operator-mode server of the e2e run follows nothing (SNOWLINE_FOLLOW=off, playwright.config.ts):
// its pages work as without the follower — the node's answers — and the history sections say why
// they are empty.
const NO_FOLLOW_APP = `http://127.0.0.1:${Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106)}`;
test.use({ baseURL: NO_FOLLOW_APP });

test('with SNOWLINE_FOLLOW=off an address page shows the node’s balances and says history is off', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/x/address/X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
  await expect(page.getByTestId('balances')).toContainText(/AVAX/);
  await expect(page.getByTestId('utxo-row').first()).toBeVisible();
  await expect(page.getByTestId('history-off')).toContainText('SNOWLINE_FOLLOW=off');
  await page.goto('/status');
  await expect(page.getByTestId('history-off')).toBeVisible();
  // The dashboard leaves its history charts out and keeps its live ones.
  await page.goto('/');
  await expect(page.getByTestId('recent-block-X').first()).toBeVisible();
  await expect(page.getByTestId('daily-charts')).toHaveCount(0);
  expect(errors).toEqual([]);
});
