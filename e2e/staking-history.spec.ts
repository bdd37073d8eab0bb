import { expect, test } from '@playwright/test';
import { watchConsole } from './console-errors';
import { rpc } from './node-rpc';

type JsonTx = { id: string; unsignedTx: Record<string, unknown> & { txID?: string; validator?: { nodeID: string } } };

/** The addresses of a staking tx's reward owner(s), as the node's JSON names them (P-…). */
function rewardAddresses(tx: JsonTx): string[] {
  return Object.entries(tx.unsignedTx)
    .filter(([k]) => /rewardsowner$/i.test(k))
    .flatMap(([, v]) => (v as { addresses?: string[] } | null)?.addresses ?? []);
}

/** The staking tx's type, told apart by the fields each kind has. */
function stakingType(tx: JsonTx): string {
  const u = tx.unsignedTx;
  if ('signer' in u) return 'AddPermissionlessValidatorTx';
  if ('subnetID' in u) return 'AddPermissionlessDelegatorTx';
  return 'shares' in u ? 'AddValidatorTx' : 'AddDelegatorTx';
}

// A staker whose period ended on the devnet: its reward owner's P address lists both the staking tx
// and the RewardValidatorTx that ended it, each under its type filter, and so does its node's page.
test('a P address shows its staking tx and the reward tx that ended it', async ({ page, request }) => {
  const errors = watchConsole(page);
  const staking = new Map<string, JsonTx>();
  let found: { staker: JsonTx; rewardTxID: string } | undefined;
  let scanned = 0;
  await expect
    .poll(
      async () => {
        const tip = Number((await rpc<{ height: string }>(request, 'bc/P', 'platform.getHeight')).height);
        for (; scanned < tip && !found; scanned++) {
          const { block } = await rpc<{ block: { txs?: JsonTx[]; tx?: JsonTx } }>(
            request,
            'bc/P',
            'platform.getBlockByHeight',
            { height: scanned + 1, encoding: 'json' },
          );
          for (const tx of [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])]) {
            if (tx.unsignedTx.validator?.nodeID && rewardAddresses(tx).length) staking.set(tx.id, tx);
            const ended = tx.unsignedTx.txID;
            if (ended && staking.has(ended)) found = { staker: staking.get(ended)!, rewardTxID: tx.id };
          }
        }
        return found !== undefined;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(true);
  const { staker, rewardTxID } = found!;
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
