import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';
import { rpc } from './node-rpc';
import { scanPChain, type JsonPTx } from './p-chain-scan';

// Helicon (ACP-236): the e2e devnet activates it with the other upgrades, and its pre-built history
// adds an auto-renewed validator whose cycles have been renewed since. The validators page marks it,
// its page shows its renewal config, its staking tx page decodes every field, and its node's staking
// history lists the tx that added it and a RewardAutoRenewedValidatorTx that renewed it.
test('an auto-renewed validator on the validators pages, its tx page and its staking history', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  let added: JsonPTx | undefined;
  const reward = await scanPChain(request, (tx) => {
    if (!added && 'validatorAuthority' in tx.unsignedTx && 'period' in tx.unsignedTx) added = tx;
    // The reward tx that renewed it.
    return added && tx.unsignedTx.txID === added.id && 'timestamp' in tx.unsignedTx ? tx : undefined;
  });
  const { validators } = await rpc<{ validators: { txID: string; nodeID: string; nextPeriod?: string }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
    {},
  );
  const current = validators.find((v) => v.txID === added!.id);
  expect(current?.nextPeriod).toBeDefined();
  const nodeID = current!.nodeID;

  // The validators table marks it as renewing at its cycle's end; a fixed validator carries no mark.
  await page.goto(`/validators?q=${nodeID}`);
  await expect(page.getByTestId('current-validators')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('shown-count')).toHaveText('1');
  const table = page.getByTestId('validators-table');
  await expect(table.getByTestId('auto-renewed')).toHaveCount(1);
  await expect(table.getByTestId('auto-renewed')).toContainText('renews');
  // Without the filter, fixed validators are listed too, unmarked.
  await page.goto('/validators');
  await expect(page.getByTestId('current-validators')).toHaveAttribute('data-hydrated', 'true');
  const rows = await table.getByRole('row').count();
  expect(await table.getByTestId('auto-renewed').count()).toBeLessThan(rows);

  // Its page: the renewal, the restake share and its authority.
  await page.goto(`/validators/${nodeID}`);
  await expect(page.getByTestId('validator-auto-renewed')).toContainText('Auto-renewed');
  await expect(page.getByText('Rewards restaked each cycle')).toBeVisible();
  await expect(page.getByText('Validator authority (may change its renewal)')).toBeVisible();

  // Its node's staking history: the tx that added it, and a reward that renewed it.
  const stakingRow = (txID: string) => page.locator(`[data-testid="staking-row"][data-tx="${txID}"]`);
  await expect(stakingRow(added!.id)).toContainText('AddAutoRenewedValidatorTx', { timeout: 15_000 });
  await expect(stakingRow(reward.id)).toContainText('RewardAutoRenewedValidatorTx');

  // The staking tx page decodes it: its cycle, restake share and authority, stake in AVAX.
  await page.goto(`/p/tx/${added!.id}`);
  await expect(page.getByTestId('tx-type')).toContainText('AddAutoRenewedValidatorTx');
  for (const label of ['Cycle period', 'Rewards restaked', 'Validator authority', 'Stake']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('main')).toContainText('AVAX');

  // The reward tx page links back to the validator's staking tx.
  await page.goto(`/p/tx/${reward.id}`);
  await expect(page.getByTestId('tx-type')).toContainText('RewardAutoRenewedValidatorTx');
  await expect(page.locator(`a[href="/p/tx/${added!.id}"]`).first()).toBeVisible();
  expect(errors).toEqual([]);
});
