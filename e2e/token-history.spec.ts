import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bytesToHex, encodeFunctionData, getContractAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TOKEN_ABI } from '@/devnet/evm/token';
import { C_CHAIN_EVM_ID } from '@/devnet/genesis/constants';
import { deriveKey } from '@/devnet/genesis/keys';
import { watchConsole } from './console-errors';
import { rpc } from './node-rpc';

// The devnet's ERC-20 token (deployed by its activity with a key derived from its seed): a transfer
// this test makes appears on the sender's and the receiver's token tabs and on the token page.
test('an ERC-20 transfer shows on both addresses’ token tabs and on the token page', async ({ page, request }) => {
  const errors = watchConsole(page);
  const deployer = privateKeyToAccount(bytesToHex(deriveKey('snowline', 'c-token-deployer', 0).privateKey));
  const token = getContractAddress({ from: deployer.address, nonce: 0n }).toLowerCase() as Hex;
  await expect
    .poll(async () => rpc<Hex>(request, 'bc/C/rpc', 'eth_getCode', [token, 'latest']), { timeout: 60_000 })
    .not.toBe('0x');
  const to = bytesToHex(new Uint8Array(randomBytes(20)));
  const data = encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, 777n] });
  // The devnet's activity sends from this key too: a nonce it took first is tried again.
  let hash: Hex | undefined;
  for (let attempt = 0; attempt < 5 && !hash; attempt++) {
    const nonce = Number(
      BigInt(await rpc<Hex>(request, 'bc/C/rpc', 'eth_getTransactionCount', [deployer.address, 'pending'])),
    );
    const gasPrice = BigInt(await rpc<Hex>(request, 'bc/C/rpc', 'eth_gasPrice', []));
    const raw = await deployer.signTransaction({
      type: 'eip1559',
      chainId: C_CHAIN_EVM_ID,
      nonce,
      to: token,
      value: 0n,
      data,
      gas: 100_000n,
      maxFeePerGas: gasPrice * 3n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });
    hash = await rpc<Hex>(request, 'bc/C/rpc', 'eth_sendRawTransaction', [raw]).catch(() => undefined);
  }
  expect(hash, 'the transfer was taken by the node').toBeDefined();
  await expect
    .poll(
      async () => (await rpc<{ status: Hex } | null>(request, 'bc/C/rpc', 'eth_getTransactionReceipt', [hash]))?.status,
      {
        timeout: 20_000,
      },
    )
    .toBe('0x1');

  const row = (h: Hex) => page.locator(`[data-testid="token-transfer-row"][data-tx="${h}"]`);
  // The receiver: the transfer, and a balance of 777 units scaled by the token's decimals.
  await page.goto(`/c/address/${to}?tab=tokens`);
  await expect(row(hash!)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('token-balance-row')).toHaveCount(1);
  await expect(page.getByTestId('token-balance-row')).toHaveAttribute('data-amount', '777');
  await page.reload();
  await expect(row(hash!)).toBeVisible();
  // The sender's tab, reached by the link from the row.
  await row(hash!).locator(`a[href="/c/address/${deployer.address.toLowerCase()}"]`).first().click();
  await page.getByTestId('tab-tokens').click();
  await expect(page).toHaveURL(/tab=tokens/);
  await expect(row(hash!)).toBeVisible();
  // The token page lists it among its transfers, and its largest holders.
  await page.goto(`/c/token/${token}`);
  await expect(row(hash!)).toBeVisible();
  await expect(page.getByTestId('token-holders').getByTestId('token-balance-row').first()).toBeVisible();
  await expect(page.getByTestId('token-summary')).toContainText(/ERC20 · \d+ holders · \d+ transfers/);
  expect(errors).toEqual([]);
});
