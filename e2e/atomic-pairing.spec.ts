// #29 atomic pairing: an export's page names the import that spent each output, or says it waits;
// the owner's address page lists what still waits for it.
import type { APIRequestContext } from '@playwright/test';
import { formatAddress } from '@/lib/codec';
import { decodeCBlockAtomicTxs } from '@/lib/decode/evm-atomic';
import { devnetDecodeContext } from './decode-context';
import { rpc } from './node-rpc';
import { exportEwoqXToC, xTxContext } from './x-wallet';
import { expect, test } from './fixtures';

/** A C-Chain import a few blocks below the head (the follower has it by then), and its first input. */
async function settledCImport(request: APIRequestContext) {
  const ctx = await devnetDecodeContext(request);
  const head = BigInt(await rpc<string>(request, 'bc/C/rpc', 'eth_blockNumber', []));
  for (let n = head - 3n; n > 0n; n--) {
    const b = await rpc<{ blockExtraData?: string }>(request, 'bc/C/rpc', 'eth_getBlockByNumber', [
      '0x' + n.toString(16),
      false,
    ]);
    const tx = decodeCBlockAtomicTxs(b.blockExtraData, ctx).find((t) => t.kind === 'ImportTx');
    if (tx) return { tx, input: tx.importedInputs[0]! };
  }
  throw new Error('no C block carries an atomic ImportTx');
}

test('an export’s page links the import that spent its output, with its chain and time', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { tx, input } = await settledCImport(request);
  const src = tx.sourceChain!.alias!.toLowerCase();
  const pair = page.locator(`[data-testid="export-pair"]:has(a[href="/c/tx/${tx.id}"])`);
  // The follower pairs them once it has indexed both chains.
  await expect(async () => {
    await page.goto(`/${src}/tx/${input.txID}`);
    await expect(pair).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(pair).toHaveAttribute('data-state', 'imported');
  await expect(pair).toContainText('imported on the C-Chain');
  await expect(pair.locator('time')).toBeVisible();
  await pair.locator(`a[href="/c/tx/${tx.id}"]`).click();
  await expect(page).toHaveURL(`/c/tx/${tx.id}`);
});

test('an export no one has imported says it waits, on its page and on its owner’s', async ({ page, request }) => {
  test.setTimeout(180_000);
  const x = await xTxContext(request);
  // An owner no one holds a key for: nothing (the activity included) can import it.
  const owner = crypto.getRandomValues(new Uint8Array(20));
  const exported = 23_456_789n;
  const txID = await exportEwoqXToC(request, x, exported, owner);
  const pair = page.getByTestId('export-pair');
  await expect(async () => {
    await page.goto(`/x/tx/${txID}`);
    await expect(pair).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(pair).toHaveAttribute('data-state', 'waiting');
  await expect(pair).toContainText('0.023456789 AVAX');
  await expect(pair).toContainText('waiting for import on the C-Chain');
  await expect(pair.locator('time')).toBeVisible();
  // Not kept as a final page while it waits.
  const again = await request.get(`/x/tx/${txID}`);
  expect(again.headers()['x-snowline-page-cache']).toBeUndefined();

  // The owner's page lists it as waiting, linked to the export.
  await page.goto(`/c/address/${formatAddress('C', 'local', owner)}`);
  const waiting = page.getByTestId('waiting-export');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('0.023456789 AVAX');
  await expect(waiting).toContainText('from the X-Chain to the C-Chain');
  await waiting.locator(`a[href="/x/tx/${txID}"]`).click();
  await expect(page).toHaveURL(`/x/tx/${txID}`);
});
