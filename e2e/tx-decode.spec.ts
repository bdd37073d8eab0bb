import { expect, test } from '@playwright/test';
import {
  avmTxId,
  decodeAvmUtxo,
  encodeAvmTx,
  formatAddress,
  formatBytes,
  idToString,
  parseBytes,
  type BaseTxFields,
} from '@/lib/codec';
import { signAvmTx } from '@/lib/codec/avm/sign';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { rpc } from './node-rpc';
import { avaxTo, xTxContext } from './x-wallet';

// The operator-mode server: broadcasting is an operator's call (the public server relays txs too).
const OPERATOR_APP = `http://127.0.0.1:${Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106)}`;
const TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789';
test.use({ baseURL: OPERATOR_APP });

test('a tx signed in the test is pasted, decoded, broadcast and followed to its page', async ({ page, request }) => {
  const ctx = await xTxContext(request);
  const owner = formatAddress('X', 'local', EWOQ_KEY.address);
  const { utxos } = await rpc<{ utxos: string[] }>(request, 'bc/X', 'avm.getUTXOs', {
    addresses: [owner],
    limit: 1024,
    encoding: 'hex',
  });
  const spendable = utxos
    .map((h) => decodeAvmUtxo(parseBytes(h, 'hex')))
    .filter(
      (u) =>
        u.output.kind === 'secp256k1fx.TransferOutput' &&
        u.output.owners.threshold === 1 &&
        u.output.owners.locktime === 0n &&
        u.output.amount > ctx.fee * 1_000n &&
        idToString(u.assetID) === idToString(ctx.avaxAssetID),
    );
  // The last one: the devnet's activity spends ewoq's UTXOs from the front.
  const u = spendable[spendable.length - 1]!;
  const amount = (u.output as { amount: bigint }).amount;
  const base: BaseTxFields = {
    networkID: ctx.networkID,
    blockchainID: ctx.xChainID,
    inputs: [
      {
        txID: u.txID,
        outputIndex: u.outputIndex,
        assetID: ctx.avaxAssetID,
        input: { kind: 'secp256k1fx.TransferInput', amount, sigIndices: [0] },
      },
    ],
    outputs: [avaxTo(ctx, amount - ctx.fee, EWOQ_KEY.address)],
    memo: new TextEncoder().encode('pasted into Snowline'),
  };
  const bytes = encodeAvmTx(signAvmTx({ kind: 'BaseTx', base }, [[EWOQ_KEY.privateKey]]));
  const txID = idToString(avmTxId(bytes));

  await page.goto('/signin?next=/tx/decode');
  await page.getByTestId('sign-in-token').fill(TOKEN);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/tx\/decode$/);

  // A broken checksum is refused.
  const hex = formatBytes(bytes, 'hex');
  await page.getByTestId('tx-hex').fill(hex.slice(0, -2) + (hex.endsWith('00') ? '01' : '00'));
  await page.getByTestId('tx-decode').click();
  await expect(page.getByTestId('tx-decode-error')).toContainText('checksum');

  await page.getByTestId('tx-hex').fill(hex);
  await page.getByTestId('tx-decode').click();
  await expect(page.getByTestId('tx-chain')).toHaveText('X-Chain');
  await expect(page.getByTestId('tx-type')).toHaveText('BaseTx');
  await expect(page.getByTestId('tx-id')).toHaveText(txID);
  await expect(page.getByTestId('tx-fee')).toContainText(ctx.fee.toString());
  await expect(page.getByTestId('tx-decoded')).toContainText('pasted into Snowline');
  await expect(page.getByTestId('sig-ok')).toHaveCount(1);

  await page.getByTestId('tx-broadcast').click();
  await page.getByTestId('tx-broadcast-confirm').click();
  await expect(page.getByTestId('tx-status-value')).toHaveText('Accepted', { timeout: 30_000 });
  await page.getByTestId('tx-page-link').click();
  await expect(page).toHaveURL(new RegExp(`/x/tx/${txID}$`));
  await expect(page.locator('body')).toContainText(txID);
});
