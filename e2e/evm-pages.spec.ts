import type { APIRequestContext, Page } from '@playwright/test';
import type { Hex } from 'viem';
import { devnetEvmContracts, findScriptTx } from '@/devnet/evm/deployments';
import { activityL1 } from './evm-lookups';
import { rpc } from './node-rpc';
import { expect, test } from './fixtures';

// Issue 28: the EVM pages on the devnet's real activity (devnet/evm/deployments.ts's script runs on the
// C-Chain and on the first L1 chain, with the same contract addresses on both).
const contracts = devnetEvmContracts();

/** The scripted tx `label` on the chain at `path` (`bc/C/rpc`), once the script has sent it. */
async function scriptTx(
  request: APIRequestContext,
  path: string,
  label: string,
): Promise<{ hash: Hex; blockNumber: number }> {
  let found: { hash: Hex; blockNumber: number } | undefined;
  await expect
    .poll(async () => (found = await findScriptTx((m, p) => rpc(request, path, m, p), label)) !== undefined, {
      timeout: 90_000,
      message: `the devnet's script sent "${label}" on ${path}`,
    })
    .toBe(true);
  return found!;
}

async function search(page: Page, q: string) {
  await page.goto('/');
  await page.getByTestId('search-input').fill(q);
  await page.getByTestId('search-input').press('Enter');
}

test.describe('EVM pages', () => {
  test('a transfer of each token standard is decoded on its tx page in the token’s decimals and symbol', async ({
    page,
    request,
  }) => {
    const cases = [
      // 10,000 sUSD (6 decimals) to the first user.
      {
        label: 'sUSD to user 0',
        standard: 'erc20',
        amount: /^10,000 sUSD$/,
        token: contracts.SnowUSD,
        method: 'transfer',
      },
      {
        label: 'PEAK transfer',
        standard: 'erc721',
        amount: /^PEAK #9$/,
        token: contracts.SnowPeaks,
        method: 'transferFrom',
      },
      {
        label: 'ITEM transfer',
        standard: 'erc1155',
        amount: /^10 ITEM of #1$/,
        token: contracts.SnowlineItems,
        method: 'safeTransferFrom',
      },
    ];
    for (const c of cases) {
      const { hash } = await scriptTx(request, 'bc/C/rpc', c.label);
      await page.goto(`/c/tx/${hash}`);
      await expect(page.getByTestId('tx-status')).toHaveText('Success');
      await expect(page.getByTestId('tx-method-name')).toHaveText(c.method);
      const transfer = page.locator(`[data-testid="tx-token-transfer"][data-standard="${c.standard}"]`).first();
      await expect(transfer.getByTestId('tx-token-amount')).toHaveText(c.amount);
      await expect(transfer.getByTestId('tx-token-link')).toHaveAttribute('href', `/c/token/${c.token.toLowerCase()}`);
      // Every log is decoded: the transfer's event has its name.
      await expect(page.getByTestId('tx-log').first()).toHaveAttribute('data-event', /Transfer/);
      await expect(page.getByTestId('tx-fee-burned')).toContainText('AVAX');
      await expect(page.getByTestId('tx-gas-used')).toContainText('%');
    }
  });

  test('a failed tx shows its revert reason, and internal calls show with the value they moved', async ({
    page,
    request,
  }) => {
    const failed = await scriptTx(request, 'bc/C/rpc', 'split with no recipients');
    await page.goto(`/c/tx/${failed.hash}`);
    await expect(page.getByTestId('tx-status')).toHaveText('Failed');
    await expect(page.getByTestId('tx-revert')).toContainText('Splitter: no recipients');

    const split = await scriptTx(request, 'bc/C/rpc', 'split into vault');
    await page.goto(`/c/tx/${split.hash}`);
    const calls = page.getByTestId('internal-calls');
    await expect(calls.getByTestId('trace-not-served')).toHaveCount(0);
    // Splitter → the Vault and a user, each with its share of the 0.2 AVAX.
    await expect(calls.getByTestId('call-frame').filter({ hasText: contracts.Vault.slice(0, 6) })).not.toHaveCount(0);
    await expect(calls.getByTestId('call-value').first()).toContainText('AVAX');

    // The Vault got its share through the Splitter's call, not from the tx: its history says so,
    // under its Internal tab, once the follower has read that block.
    await page.goto(`/c/address/${contracts.Vault}`);
    await page.getByTestId('tab-internal').click();
    await expect(page).toHaveURL(/[?&]asset=evm-internal/);
    const row = page.locator(`[data-testid="history-row"][data-tx="${split.hash}"]`);
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await expect(row).toHaveAttribute('data-internal', 'true');
    await expect(row.getByTestId('history-internal')).toHaveText('internal');
    // 0.2 AVAX split in two: 0.1 AVAX reached the Vault.
    await expect(row).toContainText('0.1 AVAX');
  });

  test('an address whose calls moved no value says so under its Internal tab', async ({ page }) => {
    // The token contract has txs (transfers of its token), but no call ever sent it AVAX.
    await page.goto(`/c/address/${contracts.SnowUSD}`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('history-row').first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await page.getByTestId('tab-internal').click();
    await expect(page).toHaveURL(/[?&]asset=evm-internal/);
    await expect(page.getByText('No internal transfers indexed for this address.')).toBeVisible();
    await expect(page.getByText(/debug_traceTransaction/)).toBeVisible();
    await expect(page.getByTestId('history-row')).toHaveCount(0);
  });

  test('an L1 chain’s chain, block, tx, address and token pages render', async ({ page, request }) => {
    const chain = await activityL1(request);
    const { hash, blockNumber } = await scriptTx(request, `bc/${chain}/rpc`, 'sUSD to user 0');

    await page.goto(`/evm/${chain}`);
    await expect(page.getByTestId('evm-chain-id')).toContainText(chain);
    await expect(page.getByTestId('evm-height')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('evm-block-row').first()).toBeVisible();

    await page.goto(`/evm/${chain}/blocks/${blockNumber}`);
    await expect(page.getByTestId('block-height')).toHaveText(String(blockNumber));
    const row = page.locator(`[data-testid="block-tx"][data-tx="${hash}"]`);
    await expect(row.getByTestId('block-tx-method')).toHaveText('transfer');
    await row.getByRole('link').first().click();

    await expect(page).toHaveURL(`/evm/${chain}/tx/${hash}`);
    await expect(page.getByTestId('tx-status')).toHaveText('Success');
    await expect(page.getByTestId('tx-token-amount')).toHaveText('10,000 sUSD');
    // The L1's coin is not AVAX.
    await expect(page.getByTestId('tx-value')).not.toContainText('AVAX');
    await page.getByTestId('tx-token-link').click();

    await expect(page).toHaveURL(`/evm/${chain}/token/${contracts.SnowUSD.toLowerCase()}`);
    await expect(page.getByTestId('token-name')).toHaveText('Snow USD');
    await expect(page.getByTestId('token-symbol')).toHaveText('sUSD');
    await expect(page.getByTestId('token-standard')).toHaveText('ERC-20');
    await expect(page.locator(`[data-testid="token-transfer-row"][data-tx="${hash}"]`)).toBeVisible({
      timeout: 30_000,
    });

    await page.goto(`/evm/${chain}/address/${contracts.SnowUSD}`);
    await expect(page.getByTestId('c-kind')).toContainText('Contract');
    await expect(page.getByTestId('contract-standard')).toContainText('ERC-20');
    await expect(page.getByTestId('contract-token-link')).toHaveAttribute(
      'href',
      `/evm/${chain}/token/${contracts.SnowUSD.toLowerCase()}`,
    );
    // The EIP-1967 proxy names its implementation, read from its storage slot.
    await page.goto(`/evm/${chain}/address/${contracts.CounterProxy}`);
    await expect(page.getByTestId('contract-proxy')).toContainText(contracts.Counter.slice(0, 8));
  });

  test('search finds a token by symbol and an L1 tx by hash', async ({ page, request }) => {
    const chain = await activityL1(request);
    const { hash } = await scriptTx(request, `bc/${chain}/rpc`, 'WAVAX transfer');
    // The C-Chain has its own tx of that script step, with another hash: only the L1 has this one.
    await search(page, hash);
    await expect(page).toHaveURL(`/evm/${chain}/tx/${hash}`);
    await expect(page.getByTestId('tx-method-name')).toHaveText('transfer');

    await scriptTx(request, 'bc/C/rpc', 'proxy increment');
    // Once the follower has read the token: one match opens it, several (C and the L1) are listed.
    await expect(async () => {
      await search(page, 'GLCR');
      await expect(page).toHaveURL(/\/token\/|\/search\?/);
      if (new URL(page.url()).pathname === '/search') {
        await page.getByTestId('search-matches').getByRole('link', { name: /GLCR/ }).first().click({ timeout: 2_000 });
      }
      await expect(page.getByTestId('token-symbol')).toHaveText('GLCR', { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('token-name')).toHaveText('Glacier');
  });

  test('the dashboard lists a C-Chain tx', async ({ page, request }) => {
    await scriptTx(request, 'bc/C/rpc', 'deploy SnowUSD');
    await page.goto('/');
    const cTx = page.getByTestId('recent-tx').filter({ hasText: 'C ·' }).first();
    await expect(cTx).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('tps-average')).toContainText(/C \d+\.\d\d tx\/s/);
    const href = await cTx.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/c\/tx\/0x[0-9a-f]{64}$/);
    await page.goto(href!);
    await expect(page.getByTestId('tx-status')).toHaveText(/Success|Failed/);
  });
});
