import {
  decodePvmUtxo,
  encodePvmTx,
  nodeIdFromString,
  pvmTxId,
  secpInputSpending,
  signPvmTx,
  sortPvmTransferableOutputs,
  formatAddress,
  idToString,
  parseBytes,
  type OutputOwners,
  type PvmUnsignedTx,
  type TransferableInput,
} from '@/lib/codec';
import { requiredFee } from '@/devnet/pchain/fee';
import { deriveKey, EWOQ_KEY } from '@/devnet/genesis/keys';
import { delegationTerms, issueEwoqPTx } from './p-wallet';
import { issueUntilFinal, rpc } from './node-rpc';
import { expect, test } from './fixtures';

test.describe('P-Chain explorer walk', () => {
  test('from the dashboard to the latest P block, its tx and an owner address', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('recent-block-P').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/p\/blocks\/\w+$/);
    await expect(page.getByTestId('block-height')).toHaveText(/^\d+$/);
    await expect(page).toHaveTitle(/P-Chain block \d+/);
    await page.reload();
    await expect(page.getByTestId('block-height')).toHaveText(/^\d+$/);

    const tx = page.getByTestId('block-txs').getByRole('link').first();
    if (await tx.count()) {
      await tx.click();
      await expect(page).toHaveURL(/\/p\/tx\/\w+$/);
      await expect(page.getByTestId('tx-type')).toHaveText(/Tx$/);
      await expect(page.getByTestId('tx-status')).toHaveText(/Committed|Accepted/);
      await page.reload();
      await expect(page.getByTestId('tx-type')).toHaveText(/Tx$/);
      const owner = page.locator('a[href^="/p/address/"]').first();
      if (await owner.count()) {
        await owner.click();
        await expect(page.getByTestId('entity-id')).toHaveText(/^P-local1/);
        await expect(page.getByTestId('p-balance')).toHaveText(/AVAX$/);
      }
    }
  });

  test('a staking tx shows its validator with a link, its stake and reward owners', async ({ page }) => {
    // ewoq is the reward address of the genesis validators: its page lists their staking txs.
    await page.goto('/p/address/P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    await expect(page.getByTestId('p-balance')).toHaveText(/AVAX$/);
    const staking = page.getByTestId('staking').locator('a[href^="/p/tx/"]').first();
    await staking.click();
    await expect(page.getByTestId('tx-type')).toHaveText(/Validator/);
    await expect(page.locator('a[href^="/validators/NodeID-"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Stake/ })).toBeVisible();
    await expect(page.getByText(/rewards owner/i).first()).toBeVisible();
  });

  test('the P block list keeps its page in the URL', async ({ page }) => {
    await page.goto('/p/blocks?from=5');
    await expect(page.getByTestId('block-row')).toHaveCount(6);
    await page.getByRole('link', { name: 'Latest' }).click();
    await expect(page).toHaveURL(/\/p\/blocks$/);
    await expect(page.getByTestId('list-mode')).toHaveText(/Live/);
  });
});

// More stakes than one page shows (20): 21 delegations made here, all paying a fresh address.
test('a P address with more than a page of stakes lists every one, its page kept in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const COUNT = 21;
  const staker = deriveKey('e2e', `many-stakes-${Date.now()}`, 0);
  const owner: OutputOwners = { locktime: 0n, threshold: 1, addrs: [staker.address] };
  const { networkID, avax, stake, validators } = await delegationTerms(request);
  const now = BigInt(Math.floor(Date.now() / 1000));
  const end = now + 2n * 86_400n;
  const target = validators
    .filter((v) => v.txID && BigInt(v.endTime ?? 0) > end + 86_400n)
    .sort((a, b) => Number(BigInt(b.endTime!) - BigInt(a.endTime!)))[0];
  expect(target, 'a validator staking past the delegations’ end').toBeDefined();
  const out = (amount: bigint, owners: OutputOwners) => ({
    assetID: avax,
    output: { kind: 'secp256k1fx.TransferOutput' as const, amount, owners },
  });
  const base = (input: TransferableInput, outputs: ReturnType<typeof out>[]) => ({
    networkID,
    blockchainID: new Uint8Array(32),
    inputs: [input],
    outputs: sortPvmTransferableOutputs(outputs),
    memo: new Uint8Array(),
  });
  const delegation = (input: TransferableInput, change: bigint): PvmUnsignedTx => ({
    kind: 'AddPermissionlessDelegatorTx',
    base: base(input, [out(change, owner)]),
    validator: { nodeID: nodeIdFromString(target!.nodeID), start: now, end, weight: stake },
    subnetID: new Uint8Array(32),
    stakeOuts: [out(stake, owner)],
    delegationRewardsOwner: owner,
  });
  // Fees at three times the minimum gas price, in case the price moved.
  const anyInput = secpInputSpending(
    { txID: new Uint8Array(32), outputIndex: 0, assetID: avax, output: out(1n, owner).output },
    1n,
    [0],
  );
  const perDelegation = stake + 3n * requiredFee(delegation(anyInput, 1n));
  // One AVAX more than the delegations take: the last one's change is not an empty output.
  const funds = perDelegation * BigInt(COUNT) + 1_000_000_000n;

  // ewoq funds the staker's address; the staker then chains its delegations on its own change.
  const fundTx = await issueEwoqPTx(
    request,
    (ewoqBase, amount) => {
      const tx = (change: bigint): PvmUnsignedTx => ({
        kind: 'BaseTx',
        base: {
          ...ewoqBase,
          outputs: sortPvmTransferableOutputs([
            out(funds, owner),
            out(change, { locktime: 0n, threshold: 1, addrs: [EWOQ_KEY.address] }),
          ]),
        },
      });
      return tx(amount - funds - 3n * requiredFee(tx(1n)));
    },
    0,
    funds * 2n,
  );
  const fundOut = (
    await rpc<{ utxos: string[] }>(request, 'bc/P', 'platform.getUTXOs', {
      addresses: [formatAddress('P', 'local', staker.address)],
      encoding: 'hex',
    })
  ).utxos
    .map((h) => decodePvmUtxo(parseBytes(h, 'hex')))
    .find((u) => idToString(u.txID) === fundTx)!;
  let spend = { utxo: fundOut, amount: funds };
  const made: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    const change = spend.amount - perDelegation;
    const bytes = encodePvmTx(
      signPvmTx(delegation(secpInputSpending(spend.utxo, spend.amount, [0]), change), [[staker.privateKey]]),
    );
    const txID = pvmTxId(bytes);
    made.push(await issueUntilFinal(request, 'P', bytes, idToString(txID)));
    // The change is output 0 (the only base output).
    spend = { utxo: { txID, outputIndex: 0, assetID: avax, output: out(change, owner).output }, amount: change };
  }

  const address = formatAddress('P', 'local', staker.address);
  // The explorer keeps a validator list up to half its 15 s poll period, and the walk over every
  // validator's delegators for 15 s: reloaded until both are newer.
  await expect(async () => {
    await page.goto(`/p/address/${address}`);
    await expect(page.getByTestId('staking-count')).toContainText(`${COUNT} current stakes`, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByTestId('staking-entry')).toHaveCount(20);
  const first = await page.getByTestId('staking-entry').evaluateAll((li) => li.map((e) => e.getAttribute('data-tx')));
  await page.getByTestId('staking-older').click();
  await expect(page).toHaveURL(/[?&]staking=2/);
  await expect(page.getByTestId('staking-entry')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('staking-entry')).toHaveCount(1);
  const second = await page.getByTestId('staking-entry').evaluateAll((li) => li.map((e) => e.getAttribute('data-tx')));
  expect([...first, ...second].sort()).toEqual([...made].sort());
  await page.getByTestId('staking-newer').click();
  await expect(page.getByTestId('staking-entry')).toHaveCount(20);
});
