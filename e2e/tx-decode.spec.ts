import { expect, test } from '@playwright/test';
import {
  avmTxId,
  decodeAvmUtxo,
  encodeAvmTx,
  formatAddress,
  formatBytes,
  idFromString,
  idToString,
  parseBytes,
  type AvmUnsignedTx,
  type BaseTxFields,
  type OutputOwners,
} from '@/lib/codec';
import { signAvmTx } from '@/lib/codec/avm/sign';
import { deriveKey, EWOQ_KEY } from '@/devnet/genesis/keys';
import { rpc } from './node-rpc';
import { avaxTo, issueEwoqXTx, xTxContext } from './x-wallet';

// The operator-mode server: broadcasting is an operator's call (the public server relays txs too).
const OPERATOR_APP = `http://127.0.0.1:${Number(process.env.E2E_OPERATOR_APP_PORT ?? 3106)}`;
const PUBLIC_APP = `http://127.0.0.1:${Number(process.env.E2E_APP_PORT ?? 3100)}`;
const TOKEN = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-16581489df26810808eeb3526f8988c37743b23d';
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

test('an OperationTx: its operation’s credential is checked against the mint output’s owners', async ({
  page,
  playwright,
}) => {
  // The asset is made through the public server, which relays txs (this operator server does not).
  const request = await playwright.request.newContext({ baseURL: PUBLIC_APP });
  const ctx = await xTxContext(request);
  const ewoq: OutputOwners = { locktime: 0n, threshold: 1, addrs: [EWOQ_KEY.address] };
  // An asset whose mint output (index 1, after the change) ewoq owns; the change pays the next fee.
  let change = 0n;
  const assetID = await issueEwoqXTx(request, ctx, (base, amount) => {
    change = amount - ctx.fee;
    return {
      kind: 'CreateAssetTx',
      base: { ...base, outputs: [avaxTo(ctx, change, EWOQ_KEY.address)] },
      name: 'Decoder Mint Coin',
      symbol: 'DMC',
      denomination: 0,
      initialStates: [{ fxIndex: 0, outputs: [{ kind: 'secp256k1fx.MintOutput', owners: ewoq }] }],
    };
  });
  const asset = idFromString(assetID);
  const mint: AvmUnsignedTx = {
    kind: 'OperationTx',
    base: {
      networkID: ctx.networkID,
      blockchainID: ctx.xChainID,
      inputs: [
        {
          txID: asset,
          outputIndex: 0,
          assetID: ctx.avaxAssetID,
          input: { kind: 'secp256k1fx.TransferInput', amount: change, sigIndices: [0] },
        },
      ],
      outputs: [avaxTo(ctx, change - ctx.fee, EWOQ_KEY.address)],
      memo: new Uint8Array(),
    },
    ops: [
      {
        assetID: asset,
        utxoIDs: [{ txID: asset, outputIndex: 1 }],
        op: {
          kind: 'secp256k1fx.MintOperation',
          sigIndices: [0],
          mintOutput: ewoq,
          transferOutput: { amount: 1_000n, owners: ewoq },
        },
      },
    ],
  };
  const stranger = deriveKey('e2e', 'not-the-minter', 0).privateKey;
  const hexSignedBy = (opKey: Uint8Array) =>
    formatBytes(encodeAvmTx(signAvmTx(mint, [[EWOQ_KEY.privateKey], [opKey]])), 'hex');

  await page.goto('/signin?next=/tx/decode');
  await page.getByTestId('sign-in-token').fill(TOKEN);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/tx\/decode$/);

  // The operation signed by a key that does not own the mint output: its credential fails.
  await page.getByTestId('tx-hex').fill(hexSignedBy(stranger));
  await page.getByTestId('tx-decode').click();
  await expect(page.getByTestId('tx-type')).toHaveText('OperationTx');
  await expect(page.getByTestId('sig-target').nth(1)).toContainText('secp256k1fx.MintOperation');
  await expect(page.getByTestId('sig-bad')).toHaveCount(1);
  await expect(page.getByTestId('sig-ok')).toHaveCount(1);

  // Signed by the owner: both credentials pass, and the node accepts it.
  const good = hexSignedBy(EWOQ_KEY.privateKey);
  await page.getByTestId('tx-hex').fill(good);
  await page.getByTestId('tx-decode').click();
  await expect(page.getByTestId('sig-ok')).toHaveCount(2);
  await expect(page.getByTestId('sig-bad')).toHaveCount(0);
  await page.getByTestId('tx-broadcast').click();
  await page.getByTestId('tx-broadcast-confirm').click();
  await expect(page.getByTestId('tx-status-value')).toHaveText('Accepted', { timeout: 30_000 });
  await request.dispose();
});

test('the paste field comes in the HTML, and what is pasted before the page is live is decoded', async ({
  browser,
  page,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: PUBLIC_APP });
  try {
    const still = await plain.newPage();
    await still.goto('/tx/decode');
    await expect(still.getByTestId('tx-hex')).toBeEditable();
    // Without the page's scripts, a submit would only reload it: the button waits.
    await expect(still.getByTestId('tx-decode')).toBeDisabled();
  } finally {
    await plain.close();
  }

  // Pasted as the HTML arrives: the button is live once the page is, and decodes what the field holds.
  await page.route('**/_next/static/**', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await page.goto(`${PUBLIC_APP}/tx/decode`, { waitUntil: 'commit' });
  await page.getByTestId('tx-hex').fill('0x00');
  await page.getByTestId('tx-decode').click();
  await expect(page.getByTestId('tx-decode-error')).toBeVisible();
});
