// Markup in every untrusted field — an NFT payload, L1 chain names, EVM input data, a memo, asset
// names and symbols, URL segments, the search query — is shown as text: nothing of it becomes an
// element or runs, and the browser reports no CSP violation. The txs are issued on the e2e devnet
// from the test. Asset names and symbols cannot carry markup on a real node (letters and digits
// only), so a node that lies about them stands in: Snowline does not trust its node's text either.
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bytesToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { formatAddress, formatBytes, idFromString } from '@/lib/codec';
import { jsonRpc } from '@/devnet/core/json-rpc-client';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { startApp, type AppProcess } from './history-kill/app-process';
import { forwarded, passOn } from './forwarded';
import { rpc, rpcAnswer } from './node-rpc';
import { issueEwoqPTx } from './p-wallet';
import { expectInert, HOSTILE, watchPage } from './untrusted-text';
import { avaxTo, EWOQ, issueEwoqXTx, xTxContext } from './x-wallet';

const DEVNET = `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? 19650}`;
const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
const EWOQ_X = formatAddress('X', 'local', EWOQ.address);

/** A call straight to the devnet (its keystore wallet is node-specific: the proxy never relays it). */
function devnetCall<T = any>(pathName: string, method: string, params: unknown): Promise<T> {
  return jsonRpc<T>(`${DEVNET}/ext/${pathName}`, method, params);
}

async function accepted(request: APIRequestContext, txID: string): Promise<void> {
  await expect
    .poll(async () => (await rpc(request, 'bc/X', 'avm.getTxStatus', { txID })).status, { timeout: 20_000 })
    .toBe('Accepted');
}

test.describe('untrusted text in Chromium', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an NFT payload is shown as text and hex, never run', async ({ page, request }) => {
    const user = { username: `hostile-${Date.now()}`, password: 'Snowline-devnet-42!' };
    await devnetCall('keystore', 'keystore.createUser', user);
    await devnetCall('bc/X', 'avm.importKey', {
      ...user,
      privateKey: 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN',
    });
    const nft = await devnetCall<{ assetID: string }>('bc/X', 'avm.createNFTAsset', {
      ...user,
      name: 'Hostile art',
      symbol: 'HART',
      minterSets: [{ minters: [EWOQ_X], threshold: 1 }],
    });
    await accepted(request, nft.assetID);
    const minted = await devnetCall<{ txID: string }>('bc/X', 'avm.mintNFT', {
      ...user,
      assetID: nft.assetID,
      payload: formatBytes(new TextEncoder().encode(HOSTILE)),
      encoding: 'hex',
      to: EWOQ_X,
    });
    await accepted(request, minted.txID);

    const watch = await watchPage(page);
    expect((await page.goto(`/x/tx/${minted.txID}`))?.status()).toBe(200);
    await expect(page.getByTestId('payload-text').first()).toHaveText(HOSTILE);
    await expectInert(page, watch);
    await page.reload(); // the kept copy of the page, under its scripts' hashes
    await expect(page.getByTestId('payload-text').first()).toHaveText(HOSTILE);
    await expectInert(page, watch);
    expect(watch.errors).toEqual([]);
  });

  test('a memo is shown as text, on a page kept for every later viewer', async ({ page, request }) => {
    const ctx = await xTxContext(request);
    const txID = await issueEwoqXTx(request, ctx, (base, amount) => ({
      kind: 'BaseTx',
      base: {
        ...base,
        outputs: [avaxTo(ctx, amount - ctx.fee, EWOQ.address)],
        memo: new TextEncoder().encode(HOSTILE),
      },
    }));
    const watch = await watchPage(page);
    for (let view = 0; view < 2; view++) {
      expect((await page.goto(`/x/tx/${txID}`))?.status()).toBe(200);
      await expect(page.getByTestId('memo-text')).toHaveText(HOSTILE);
      await expectInert(page, watch);
    }
    expect(watch.errors).toEqual([]);
  });

  test('a chain name is shown as text on the L1 list, the L1, the chain and its tx', async ({ page, request }) => {
    const fees = await rpc<{ createSubnetTxFee: string; createBlockchainTxFee: string }>(
      request,
      'info',
      'info.getTxFee',
    );
    const change = (amount: bigint, fee: string, assetID: Uint8Array) =>
      avaxTo({ avaxAssetID: assetID } as never, amount - BigInt(fee), EWOQ.address);
    const subnetID = await issueEwoqPTx(request, (base, amount, assetID) => ({
      kind: 'CreateSubnetTx',
      base: { ...base, outputs: [change(amount, fees.createSubnetTxFee, assetID)] },
      owner: { locktime: 0n, threshold: 1, addrs: [EWOQ.address] },
    }));
    const chainTx = await issueEwoqPTx(
      request,
      (base, amount, assetID) => ({
        kind: 'CreateChainTx',
        base: { ...base, outputs: [change(amount, fees.createBlockchainTxFee, assetID)] },
        subnetID: idFromString(subnetID),
        chainName: HOSTILE,
        vmID: idFromString(SUBNET_EVM_VM_ID),
        fxIDs: [],
        genesisData: new TextEncoder().encode('{"config":{"chainId":424242}}'),
        subnetAuth: { sigIndices: [0] },
      }),
      1,
    );
    const watch = await watchPage(page);
    for (const url of ['/l1s', `/l1s/${subnetID}`, `/l1s/blockchain/${chainTx}`, `/p/tx/${chainTx}`]) {
      expect((await page.goto(url))?.status(), url).toBe(200);
      await expect(page.getByText(HOSTILE).first(), url).toBeVisible();
      await expectInert(page, watch);
    }
    expect(watch.errors).toEqual([]);
  });

  test('EVM input data is shown as hex, never run', async ({ page, request }) => {
    const account = privateKeyToAccount(bytesToHex(EWOQ_KEY.privateKey));
    const eth = <T>(method: string, params: unknown[]) => rpc<T>(request, 'bc/C/rpc', method, params);
    const data = bytesToHex(new TextEncoder().encode(HOSTILE));
    let hash = '';
    await expect(async () => {
      const [chainId, nonce, gasPrice] = await Promise.all([
        eth<string>('eth_chainId', []),
        eth<string>('eth_getTransactionCount', [account.address, 'pending']),
        eth<string>('eth_gasPrice', []),
      ]);
      const raw = await account.signTransaction({
        type: 'eip1559',
        chainId: Number(chainId),
        nonce: Number(nonce),
        to: '0x000000000000000000000000000000000000dEaD',
        value: 1n,
        data,
        gas: 100_000n,
        maxFeePerGas: BigInt(gasPrice) * 2n,
        maxPriorityFeePerGas: 1n,
      });
      hash = await eth<string>('eth_sendRawTransaction', [raw]);
    }).toPass({ timeout: 30_000 });
    await expect
      .poll(async () => (await rpcAnswer(request, 'bc/C/rpc', 'eth_getTransactionReceipt', [hash])).result?.status, {
        timeout: 30_000,
      })
      .toBe('0x1');
    const watch = await watchPage(page);
    expect((await page.goto(`/c/tx/${hash}`))?.status()).toBe(200);
    await expect(page.locator(`[title="${data}"]`).first()).toBeVisible();
    await expectInert(page, watch);
    expect(watch.errors).toEqual([]);
  });

  test('URL segments and the search query are shown as text, and answered with 4xx where they name nothing', async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const segment = encodeURIComponent(HOSTILE);
    for (const url of [
      `/x/tx/${segment}`,
      `/x/blocks/${segment}`,
      `/p/tx/${segment}`,
      `/c/tx/${segment}`,
      `/x/address/${segment}`,
      `/p/address/${segment}`,
      `/c/address/${segment}`,
      `/x/asset/${segment}`,
      `/validators/${segment}`,
      `/l1s/${segment}`,
      `/l1s/blockchain/${segment}`,
      `/index/X/${segment}`,
    ]) {
      const status = (await page.goto(url))?.status() ?? 0;
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(status, url).toBeLessThan(500);
      await expectInert(page, watch);
    }
    for (const q of [HOSTILE, `"><img src=x onerror="window.__pwned=4">`, `javascript:window.__pwned=5`]) {
      expect((await page.goto(`/search?q=${encodeURIComponent(q)}`))?.status()).toBe(200);
      await expect(page.getByTestId('search-not-found')).toContainText(q);
      await expect(page.getByTestId('search-input')).toHaveValue(q);
      await expectInert(page, watch);
    }
    expect(watch.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});

// A node that answers like the e2e devnet, except that every asset is described with markup.
let liar: Server;
let liarDir: string;
let app: AppProcess;
let appUrl: string;
const LIAR_PORT = Number(process.env.E2E_LYING_NODE_PORT ?? 3104);
const LIAR_APP_PORT = Number(process.env.E2E_LYING_NODE_APP_PORT ?? 3105);
// A tx the lying node says is still processing (the devnet accepts every tx at once, so a real one never is).
let processingTx: string | undefined;
// The X tx the first test opens: its page is final then, and the app may keep it.
let keptTx: string | undefined;

test.describe('a node that lies about asset names and tx status', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    liar = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        const upstream = await forwarded(DEVNET, req, body);
        let text = upstream.text;
        if (processingTx && /"method":"avm\.getTxStatus"/.test(body) && body.includes(processingTx)) {
          text = JSON.stringify({
            jsonrpc: '2.0',
            id: (JSON.parse(body) as { id: unknown }).id,
            result: { status: 'Processing' },
          });
        }
        if (/"method":"avm\.getAssetDescription"/.test(body)) {
          const reply = JSON.parse(text) as { result?: Record<string, unknown> };
          if (reply.result)
            text = JSON.stringify({ ...reply, result: { ...reply.result, name: HOSTILE, symbol: '<b>X</b>' } });
        }
        passOn(res, upstream, text);
      });
    });
    await new Promise<void>((r) => liar.listen(LIAR_PORT, '127.0.0.1', r));
    liarDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-e2e-liar-'));
    app = await startApp(`http://127.0.0.1:${LIAR_PORT}`, path.join(liarDir, 'monitor'), {}, LIAR_APP_PORT);
    appUrl = app.url;
  });

  test.afterAll(async () => {
    app?.child.kill('SIGTERM');
    // The app writes its data dir until it is gone.
    await app?.exited;
    await new Promise<void>((r) => (liar ? liar.close(() => r()) : r()));
    fs.rmSync(liarDir, { recursive: true, force: true });
  });

  test('asset names and symbols are shown as text on the asset, address and tx pages', async ({ page, request }) => {
    const { assetID } = await rpc(request, 'bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' });
    const last = await rpc(request, 'index/X/tx', 'index.getLastAccepted', { encoding: 'hex' });
    const watch = await watchPage(page);
    expect((await page.goto(`${appUrl}/x/asset/${assetID}`))?.status()).toBe(200);
    await expect(page.getByTestId('asset-name')).toContainText(HOSTILE);
    await expect(page.getByTestId('asset-symbol')).toContainText('<b>X</b>');
    await expectInert(page, watch);
    expect((await page.goto(`${appUrl}/x/address/${EWOQ_X}`))?.status()).toBe(200);
    await expect(page.getByTestId('balances')).toContainText(HOSTILE);
    await expectInert(page, watch);
    keptTx = last.id;
    expect((await page.goto(`${appUrl}/x/tx/${last.id}`))?.status()).toBe(200);
    await expect(page.getByText('<b>X</b>').first()).toBeVisible();
    await expect(page.locator('b', { hasText: /^X$/ })).toHaveCount(0);
    await expectInert(page, watch);
    expect(watch.errors).toEqual([]);
  });

  test('an X tx the node says is still processing is shown as Processing, never Accepted', async ({
    page,
    request,
  }) => {
    const last = await rpc(request, 'index/X/tx', 'index.getLastAccepted', { encoding: 'hex' });
    const container = (index: bigint) =>
      rpc(request, 'index/X/tx', 'index.getContainerByIndex', { index: String(index), encoding: 'hex' });
    // Not the tx the test above opened (its page is final and may be kept), which is the one before the
    // last when the devnet has accepted another X tx since.
    let index = BigInt(last.index) - 1n;
    let earlier = await container(index);
    if (earlier.id === keptTx) earlier = await container(--index);
    processingTx = earlier.id;
    expect((await page.goto(`${appUrl}/x/tx/${earlier.id}`))?.status()).toBe(200);
    await expect(page.getByTestId('tx-status')).toContainText('Processing');
    await expect(page.getByTestId('tx-status')).not.toContainText('Accepted');
    // The same tx, asked of the honest node through the main app, is Accepted.
    await page.goto(`/x/tx/${earlier.id}`);
    await expect(page.getByTestId('tx-status')).toContainText('Accepted');
  });
});
