import { expect, test, type Page } from '@playwright/test';
import { toFunctionSelector } from 'viem';

// The devnet's messenger (Teleporter's address) sends three messages: one delivered and executed, one
// whose execution fails, and one from an L1 whose validators cannot reach the quorum (it stays stuck).
const MESSENGER = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';
const RETRY_SELECTOR = toFunctionSelector(
  'retryMessageExecution(bytes32,(uint256,address,bytes32,address,uint256,address[],(uint256,address)[],bytes))',
);

/** Opens the message whose row in the messenger's listing carries `badge` (the follower may still be reading). */
async function openMessageWith(page: Page, badge: string) {
  await expect(async () => {
    await page.goto(`/icm?address=${MESSENGER}`);
    const row = page
      .getByTestId('icm-list')
      .locator('li', { has: page.getByTestId('icm-status').getByText(badge, { exact: true }) });
    await expect(row.first()).toBeVisible({ timeout: 5_000 });
    await row.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/icm\/0x[0-9a-f]{64}$/);
  }).toPass({ timeout: 180_000 });
}

test.describe('ICM messages', () => {
  test.setTimeout(300_000);

  test('a message sent on the C-Chain and delivered to the L1 shows its whole timeline', async ({ page }) => {
    await openMessageWith(page, 'Executed');
    await expect(page.getByTestId('icm-status').first()).toHaveText('Executed');
    const timeline = page.getByTestId('icm-timeline');
    for (const step of ['sent', 'signatures', 'delivered', 'executed']) {
      await expect(timeline.locator(`li[data-step="${step}"]`)).toHaveAttribute('data-done', 'true');
    }
    // Who signed: the aggregate the delivery tx carried, verified against the signing set.
    const signers = timeline.locator('li[data-step="signatures"]').getByTestId('icm-signers');
    await expect(signers.getByTestId('icm-signed-weight')).toContainText(
      /Signed by \d+ validators?: weight \d+ of \d+ \([\d.]+%\), a quorum needs \d+/,
    );
    await expect(signers.getByTestId('icm-signer').first()).toHaveText(/^NodeID-\w+$/);
    await expect(page.getByTestId('icm-facts')).toContainText('C-Chain');
    await expect(page.getByTestId('icm-facts')).toContainText('Destination contract');
    // The ICM message went out in a Warp message, decoded from its bytes.
    await expect(page.getByTestId('icm-warp')).toContainText('AddressedCall');
  });

  test('when the node cannot give who signed a delivered message, its signatures step says so', async ({ page }) => {
    // The answer the signatures route gives on a node without the P-chain's validator sets at a height
    // (lib/icm/signatures.test.ts); the devnet serves them, so the answer is put in its place here.
    const reason =
      'the node could not give the signatures: platform.getValidatorsAt: the method platform.getValidatorsAt does not exist (code -32601)';
    await page.route('**/api/icm/message/*/signatures', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: reason }) }),
    );
    await openMessageWith(page, 'Executed');
    const step = page.getByTestId('icm-timeline').locator('li[data-step="signatures"]');
    await expect(step).toHaveAttribute('data-done', 'true');
    await expect(step.getByTestId('icm-signers-error')).toHaveText(`Who signed cannot be read: ${reason}.`);
    await expect(step.getByTestId('icm-signers')).toHaveCount(0);
    // The rest of the page stands: the message was delivered and executed.
    await expect(page.getByTestId('icm-status').first()).toHaveText('Executed');
  });

  test('the failing one shows Failed, with the retry calldata ready to copy', async ({ page }) => {
    await openMessageWith(page, 'Failed');
    await expect(page.getByTestId('icm-status').first()).toHaveText('Failed');
    await expect(page.getByTestId('icm-timeline').locator('li[data-step="failed"]')).toBeVisible();
    const calldata = page.getByTestId('icm-retry-calldata');
    await expect(calldata).toHaveText(new RegExp(`^${RETRY_SELECTOR}[0-9a-f]+$`));
    await expect(
      page.getByTestId('icm-retry').getByRole('button', { name: /Copy retryMessageExecution/ }),
    ).toBeVisible();
  });

  test('the stuck one says how much weight can sign against how much is needed, and why', async ({ page }) => {
    await openMessageWith(page, 'Pending');
    const pending = page.getByTestId('icm-pending');
    await expect(pending.getByTestId('icm-weights')).toContainText(/\d+ of \d+ weight can sign .* a quorum needs \d+/, {
      timeout: 30_000,
    });
    await expect(pending.getByTestId('icm-weights')).toContainText('Not enough can sign');
    await expect(pending.locator('li[data-reason="below-quorum"]')).toBeVisible();
    await expect(pending.locator('li[data-reason="inactive"]')).toBeVisible();
  });

  test('an alert arrives for the stuck message', async ({ page }) => {
    await expect(async () => {
      await page.goto('/validators/watchlist');
      await expect(page.getByText(`ICM messages of ${MESSENGER}`).first()).toBeVisible({ timeout: 5_000 });
      await expect(page.getByText(/ICM message stuck/).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 180_000 });
  });

  test('an unknown message id is a 404', async ({ page }) => {
    const res = await page.goto(`/icm/0x${'00'.repeat(32)}`);
    expect(res?.status()).toBe(404);
  });
});
