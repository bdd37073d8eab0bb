import { randomBytes } from 'node:crypto';
import { bytesToHex, encodeFunctionData, getContractAddress, type Hex } from 'viem';
import { TOKEN_ABI, TOKEN_INIT_CODE } from '@/devnet/evm/token';
import { devnetEvmContracts, evmActivityAccounts, findScriptTx } from '@/devnet/evm/deployments';
import { EWOQ_EVM_ACCOUNT, signFromEwoq } from '@/devnet/evm/ewoq-evm-tx';
import { C_CHAIN_EVM_ID } from '@/devnet/genesis/constants';
import { rpc } from './node-rpc';
import { l1EvmChain } from './evm-lookups';
import { expect, test } from './fixtures';

// The devnet's ERC-20 GLCR (deployed by its activity's script, devnet/evm/deployments.ts, which hands
// some to each activity account): a transfer this test makes from one of those accounts appears on the
// sender's and the receiver's token tabs and on the token page.
test('an ERC-20 transfer shows on both addresses’ token tabs and on the token page, an AVAX transfer on the Transactions tab', async ({
  page,
  request,
}) => {
  const holder = evmActivityAccounts()[0]!;
  const token = devnetEvmContracts().GlacierToken.toLowerCase() as Hex;
  // The script has handed GLCR to the account by the time its proxy increment is mined.
  await expect
    .poll(async () => (await findScriptTx((m, p) => rpc(request, 'bc/C/rpc', m, p), 'proxy increment')) !== undefined, {
      timeout: 60_000,
    })
    .toBe(true);
  // Sends from the account and waits for success. The devnet's activity sends from it too: a nonce it
  // took first is tried again.
  const send = async (tx: { to: Hex; value?: bigint; data?: Hex }): Promise<Hex> => {
    let sent: Hex | undefined;
    let refusal = '';
    for (let attempt = 0; attempt < 5 && !sent; attempt++) {
      // The proxy may answer the count from its cache for a moment; the node's refusal names the next nonce.
      const nonce =
        Number(/next nonce (\d+)/.exec(refusal)?.[1] ?? NaN) ||
        Number(BigInt(await rpc<Hex>(request, 'bc/C/rpc', 'eth_getTransactionCount', [holder.address, 'pending'])));
      const gasPrice = BigInt(await rpc<Hex>(request, 'bc/C/rpc', 'eth_gasPrice', []));
      const raw = await holder.signTransaction({
        type: 'eip1559',
        chainId: C_CHAIN_EVM_ID,
        nonce,
        to: tx.to,
        value: tx.value ?? 0n,
        data: tx.data,
        gas: 100_000n,
        maxFeePerGas: gasPrice * 3n,
        maxPriorityFeePerGas: 1_000_000_000n,
      });
      sent = await rpc<Hex>(request, 'bc/C/rpc', 'eth_sendRawTransaction', [raw]).catch((e: Error) => {
        refusal = e.message;
        return undefined;
      });
    }
    expect(sent, `the tx was taken by the node (${refusal})`).toBeDefined();
    await expect
      .poll(
        async () =>
          (await rpc<{ status: Hex } | null>(request, 'bc/C/rpc', 'eth_getTransactionReceipt', [sent]))?.status,
        { timeout: 20_000 },
      )
      .toBe('0x1');
    return sent!;
  };
  const to = bytesToHex(new Uint8Array(randomBytes(20)));
  const hash = await send({
    to: token,
    data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, 777n] }),
  });
  // And a plain AVAX transfer to the same new account.
  const value = 10n ** 15n;
  const payment = await send({ to, value });

  const row = (h: Hex) => page.locator(`[data-testid="token-transfer-row"][data-tx="${h}"]`);
  // The receiver: the transfer, and a balance of 777 units scaled by the token's decimals.
  await page.goto(`/c/address/${to}?tab=tokens`);
  await expect(row(hash)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('token-balance-row')).toHaveCount(1);
  await expect(page.getByTestId('token-balance-row')).toHaveAttribute('data-amount', '777');
  await page.reload();
  await expect(row(hash)).toBeVisible();
  // The sender's tab, reached by the link from the row.
  await row(hash).locator(`a[href="/c/address/${holder.address.toLowerCase()}"]`).first().click();
  await page.getByTestId('tab-tokens').click();
  await expect(page).toHaveURL(/tab=tokens/);
  await expect(row(hash)).toBeVisible();
  // The token page lists it among its transfers, and its largest holders.
  await page.goto(`/c/token/${token}`);
  await expect(row(hash)).toBeVisible();
  await expect(page.getByTestId('token-holders').getByTestId('token-balance-row').first()).toBeVisible();
  await expect(page.getByTestId('token-summary')).toContainText(/ERC20 · \d+ holders · \d+ transfers/);
  // The receiver's Transactions tab: the AVAX transfer, credited in AVAX (wei scaled by 18 decimals).
  await page.goto(`/c/address/${to}`);
  const txRow = page.locator(`[data-testid="history-row"][data-tx="${payment}"]`);
  await expect(txRow).toBeVisible({ timeout: 10_000 });
  await expect(txRow).toContainText('Transfer');
  await expect(txRow.locator('[data-amount]')).toHaveAttribute('data-amount', value.toString());
  await expect(txRow).toContainText('0.001 AVAX');
  // The sender's: the token transfer is one of its contract calls.
  await page.goto(`/c/address/${holder.address.toLowerCase()}?type=ContractCall`);
  await expect(page.locator(`[data-testid="history-row"][data-tx="${hash}"]`)).toBeVisible();
});

// L1 EVM chains are followed too: a token deployed and transferred on one of the devnet's L1 chains
// shows on the receiver's token tab and on its token page, each naming the L1 chain, not the C-Chain.
test('an ERC-20 transfer on an L1 EVM chain shows on the token tab and token page with its chain', async ({
  page,
  request,
}) => {
  const chain = await l1EvmChain(request);
  const path = `bc/${chain}/rpc`;
  const ewoq = EWOQ_EVM_ACCOUNT;
  const send = async (tx: { to?: Hex; data: Hex }): Promise<Hex> => {
    const raw = await signFromEwoq((method, params) => rpc(request, path, method, params), tx);
    const hash = await rpc<Hex>(request, path, 'eth_sendRawTransaction', [raw]);
    await expect
      .poll(
        async () => (await rpc<{ status: Hex } | null>(request, path, 'eth_getTransactionReceipt', [hash]))?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('0x1');
    return hash;
  };
  const nonce = BigInt(await rpc<Hex>(request, path, 'eth_getTransactionCount', [ewoq.address, 'pending']));
  const token = getContractAddress({ from: ewoq.address, nonce }).toLowerCase() as Hex;
  await send({ data: TOKEN_INIT_CODE });
  const to = bytesToHex(new Uint8Array(randomBytes(20)));
  const hash = await send({
    to: token,
    data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, 4_242n] }),
  });

  const row = page.locator(`[data-testid="token-transfer-row"][data-tx="${hash}"]`);
  await page.goto(`/c/address/${to}?tab=tokens`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('token-transfer-chain')).toHaveText(`L1 ${chain.slice(0, 8)}…`);
  await expect(page.getByTestId('token-balance-row')).toHaveAttribute('data-amount', '4242');
  await expect(page.getByTestId('token-balance-chain')).toHaveText(`L1 ${chain.slice(0, 8)}…`);
  // The token's page, by the link from the balance: it names the L1 chain and lists the transfer.
  await page.getByTestId('token-balance-row').getByRole('link').click();
  await expect(page).toHaveURL(`/evm/${chain}/token/${token}`);
  await expect(page.getByTestId('entity-id')).toHaveText(token);
  await expect(row).toBeVisible();
  // The receiver's Transactions tab filtered to that L1 chain lists the transfer.
  await page.goto(`/c/address/${to}?chain=${chain}`);
  await expect(page.getByTestId('filter-chain')).toHaveValue(chain);
  await expect(page.locator(`[data-testid="history-row"][data-tx="${hash}"]`)).toBeVisible();
  // The sender paid the fee in the L1's own coin, which is not AVAX.
  await page.goto(`/c/address/${ewoq.address.toLowerCase()}?chain=${chain}`);
  const paid = page.locator(`[data-testid="history-row"][data-tx="${hash}"]`);
  await expect(paid).toContainText('(native)');
  await expect(paid).not.toContainText('AVAX');
});
