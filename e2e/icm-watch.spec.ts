import { expect, test, type Page } from '@playwright/test';

// The operator-mode server of playwright.config.ts (its own store), and the public one, whose
// environment watches the devnet's ICM messenger (SNOWLINE_ICM_WATCH).
const OPERATOR_APP = `http://127.0.0.1:${Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106)}`;
const TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-16581489df26810808eeb3526f8988c37743b23d';
const PUBLIC_APP = `http://127.0.0.1:${Number(process.env.E2E_APP_PORT ?? 3100)}`;

// Contracts of no particular meaning: the watches are the operator's choice, not the chain's.
const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const RECEIVER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';

test.use({ baseURL: OPERATOR_APP });

async function signIn(page: Page, from: string) {
  await page.goto(from);
  await page.getByTestId('sign-in-link').click();
  await page.getByTestId('sign-in-token').fill(TOKEN);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
}

test('the operator adds an ICM watch on the monitoring page; it survives a reload and is removed', async ({
  page,
  request,
}) => {
  // A visitor sees that there are watches to see, not which.
  await page.goto('/validators/watchlist');
  await expect(page.getByTestId('icm-watches-hidden')).toContainText('signed-in operator only');
  expect((await request.get('/api/monitor/icm')).status()).toBe(401);

  await signIn(page, '/validators/watchlist');
  await page.goto('/validators/watchlist');
  const watches = page.getByTestId('icm-watches');
  await expect(watches).toContainText('No ICM messenger or contract is watched');
  await page.getByTestId('icm-watch-address').fill(CONTRACT.toUpperCase().replace('0X', '0x'));
  await page.getByTestId('icm-watch-stuck-minutes').fill('25');
  await page.getByTestId('icm-watch-submit').click();
  const row = watches.locator(`[data-address="${CONTRACT}"]`);
  await expect(row).toContainText('stuck after 25 min');
  await expect(row.getByRole('link', { name: CONTRACT })).toHaveAttribute('href', `/icm?address=${CONTRACT}`);

  await page.reload();
  await expect(row).toContainText('stuck after 25 min');

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(watches).toContainText('No ICM messenger or contract is watched');
});

test('from an address’s ICM messages the operator watches it in one click', async ({ page }) => {
  await signIn(page, `/icm?address=${RECEIVER}`);
  await page.goto(`/icm?address=${RECEIVER}`);
  await page.getByTestId('icm-address-watch-button').click();
  await expect(page.getByTestId('icm-address-watch')).toContainText('Watched: alerts after 10 min');

  await page.goto('/validators/watchlist');
  const row = page.getByTestId('icm-watches').locator(`[data-address="${RECEIVER}"]`);
  await expect(row).toContainText('stuck after 10 min');
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
});

test('a public deployment neither shows nor serves ICM watches, though its environment sets one', async ({
  page,
  request,
}) => {
  await page.goto(`${PUBLIC_APP}/validators/watchlist`);
  // The graded panels know the deployment (this machine may write the e2e devnet's watchlist)...
  await expect(page.getByTestId('l1-watch-form')).toBeVisible();
  // ...without the operator's ICM watches.
  await expect(page.getByRole('heading', { name: 'ICM messengers and contracts' })).toHaveCount(0);
  await expect(page.getByTestId('icm-watches')).toHaveCount(0);
  expect((await request.get(`${PUBLIC_APP}/api/monitor/icm`)).status()).toBe(404);
  const add = await request.post(`${PUBLIC_APP}/api/monitor/icm`, {
    data: { address: CONTRACT },
    headers: { origin: PUBLIC_APP },
  });
  expect(add.status()).toBe(404);

  const mode = page.waitForResponse((r) => r.url().includes('/api/monitor/watchlist'));
  await page.goto(`${PUBLIC_APP}/icm?address=${CONTRACT}`);
  expect((await (await mode).json()).operatorMode).toBe(false);
  await expect(page.getByText(`Messages naming`)).toBeVisible();
  await expect(page.getByTestId('icm-address-watch')).toHaveCount(0);
});
