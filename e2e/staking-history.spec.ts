import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';
import { scanPChain, type JsonPTx } from './p-chain-scan';

/** The addresses of a staking tx's reward owner(s), as the node's JSON names them (P-…). */
function rewardAddresses(tx: JsonPTx): string[] {
  return Object.entries(tx.unsignedTx)
    .filter(([k]) => /rewardsowner$/i.test(k))
    .flatMap(([, v]) => (v as { addresses?: string[] } | null)?.addresses ?? []);
}

/** The staking tx's type, told apart by the fields each kind has. */
function stakingType(tx: JsonPTx): string {
  const u = tx.unsignedTx;
  if ('signer' in u) return 'AddPermissionlessValidatorTx';
  if ('subnetID' in u) return 'AddPermissionlessDelegatorTx';
  return 'shares' in u ? 'AddValidatorTx' : 'AddDelegatorTx';
}

// A staker whose period ended on the devnet: its reward owner's P address lists both the staking tx
// and the RewardValidatorTx that ended it, each under its type filter, and so does its node's page.
test('a P address shows its staking tx and the reward tx that ended it', async ({ page, request }) => {
  const errors = watchConsole(page);
  const staking = new Map<string, JsonPTx>();
  const { staker, rewardTxID } = await scanPChain(request, (tx) => {
    if (tx.unsignedTx.validator?.nodeID && rewardAddresses(tx).length) staking.set(tx.id, tx);
    const ended = tx.unsignedTx.txID;
    return ended && staking.has(ended) ? { staker: staking.get(ended)!, rewardTxID: tx.id } : undefined;
  });
  const owner = rewardAddresses(staker)[0]!;
  const row = (txID: string) => page.locator(`[data-testid="history-row"][data-tx="${txID}"]`);

  await page.goto(`/p/address/${owner}?chain=P&type=RewardValidatorTx`);
  await expect(row(rewardTxID)).toBeVisible({ timeout: 10_000 });
  await page.goto(`/p/address/${owner}?chain=P&type=${stakingType(staker)}`);
  await expect(row(staker.id)).toBeVisible();
  await expect(row(staker.id)).toContainText(stakingType(staker));

  // The node's validator page (kept for its history once its staking ended) lists both.
  await page.goto(`/validators/${staker.unsignedTx.validator!.nodeID}`);
  const stakingRow = (txID: string) => page.locator(`[data-testid="staking-row"][data-tx="${txID}"]`);
  await expect(stakingRow(staker.id)).toBeVisible();
  await expect(stakingRow(rewardTxID)).toBeVisible();
  await expect(stakingRow(rewardTxID)).toContainText('RewardValidatorTx');
  expect(errors).toEqual([]);
});
