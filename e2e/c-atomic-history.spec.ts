import { expect, test } from '@playwright/test';
import { decodeCBlockAtomicTxs } from '@/lib/decode/evm-atomic';
import type { DecodeContext } from '@/lib/decode/model';
import { watchConsole } from './console-errors';
import { rpc } from './node-rpc';

// An atomic import on C (the devnet's activity moves AVAX from X and P to C): the 0x account it
// credits lists it on its Transactions tab, with the amount credited.
test('a C account lists the atomic import that credited it', async ({ page, request }) => {
  const errors = watchConsole(page);
  const [x, c] = await Promise.all(
    (['X', 'C'] as const).map((alias) =>
      rpc<{ blockchainID: string }>(request, 'info', 'info.getBlockchainID', { alias }),
    ),
  );
  const ctx: DecodeContext = {
    hrp: 'local',
    chainAliases: { [x!.blockchainID]: 'X', [c!.blockchainID]: 'C', '11111111111111111111111111111111LpoYY': 'P' },
  };
  let top = BigInt(
    (await rpc<{ number: string }>(request, 'bc/C/rpc', 'eth_getBlockByNumber', ['latest', false])).number,
  );
  let imported: ReturnType<typeof decodeCBlockAtomicTxs>[number] | undefined;
  for (; top > 0n && !imported; top--) {
    const b = await rpc<{ blockExtraData?: string }>(request, 'bc/C/rpc', 'eth_getBlockByNumber', [
      '0x' + top.toString(16),
      false,
    ]);
    imported = decodeCBlockAtomicTxs(b.blockExtraData, ctx).find((t) => t.kind === 'ImportTx');
  }
  expect(imported, 'a C block carries an ImportTx').toBeDefined();
  const credit = imported!.evmOutputs[0]!;
  await page.goto(`/c/address/${credit.address}?type=ImportTx`);
  const row = page.locator(`[data-testid="history-row"][data-tx="${imported!.id}"]`);
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText('ImportTx');
  await expect(row.getByRole('link', { name: /./ }).first()).toHaveAttribute('href', `/c/tx/${imported!.id}`);
  // Credited in nAVAX on the atomic side: the row shows the same amount.
  await expect(row.locator(`[data-amount="${credit.amount}"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});
