import type { APIRequestContext } from '@playwright/test';
import { formatAddress } from '@/lib/codec';
import { decodeXBlock } from '@/lib/decode/avm';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import { decodeCBlockAtomicTxs, type AtomicTxView } from '@/lib/decode/evm-atomic';
import type { DecodeContext, TxView } from '@/lib/decode/model';
import { decodePBlock } from '@/lib/decode/pvm';
import { devnetDecodeContext } from './decode-context';
import { rpc } from './node-rpc';
import { exportEwoqXToC, xTxContext } from './x-wallet';
import { expect, test } from './fixtures';

// Atomic moves between X/P and the C-Chain, seen from both sides and linked both ways.

/** The newest C block (walking down from the head) carrying an atomic tx of `kind`. */
async function findCAtomic(request: APIRequestContext, ctx: DecodeContext, kind: AtomicTxView['kind']) {
  let n = BigInt(
    (await rpc<{ number: string }>(request, 'bc/C/rpc', 'eth_getBlockByNumber', ['latest', false])).number,
  );
  for (; n > 0n; n--) {
    const b = await rpc<{ blockExtraData?: string }>(request, 'bc/C/rpc', 'eth_getBlockByNumber', [
      '0x' + n.toString(16),
      false,
    ]);
    const tx = decodeCBlockAtomicTxs(b.blockExtraData, ctx).find((t) => t.kind === kind);
    if (tx) return { height: n, tx };
  }
  throw new Error(`no C block carries an atomic ${kind}`);
}

/** The newest X or P ImportTx from the C-Chain (walking down from each head, a bounded distance). */
async function findImportFromC(request: APIRequestContext, ctx: DecodeContext): Promise<TxView> {
  for (const [chain, path, m] of [
    ['P', 'bc/P', 'platform'],
    ['X', 'bc/X', 'avm'],
  ] as const) {
    const top = Number((await rpc<{ height: string }>(request, path, `${m}.getHeight`, {})).height);
    for (let h = top; h > Math.max(0, top - 300); h--) {
      const { block } = await rpc<{ block: string }>(request, path, `${m}.getBlockByHeight`, {
        height: String(h),
        encoding: 'hex',
      });
      const v = chain === 'X' ? decodeXBlock(nodeHexToBytes(block), ctx) : decodePBlock(nodeHexToBytes(block), ctx);
      const tx = v.txs.find((t) => t.type === 'ImportTx' && t.sourceChain?.alias === 'C');
      if (tx) return tx;
    }
  }
  throw new Error('no X or P ImportTx from the C-Chain in recent blocks');
}

test.describe('C-Chain atomic txs', () => {
  test('an import on C links to the X/P export it spends, and that export back to the C- owner', async ({
    page,
    request,
  }) => {
    const ctx = await devnetDecodeContext(request);
    const { height, tx } = await findCAtomic(request, ctx, 'ImportTx');

    // From the C block to its atomic tx.
    await page.goto(`/c/blocks/${height}`);
    await page.getByTestId('block-atomic-txs').locator(`a[href="/c/tx/${tx.id}"]`).click();
    await expect(page).toHaveURL(`/c/tx/${tx.id}`);
    await expect(page).toHaveTitle(/C-Chain ImportTx/);
    await expect(page.getByTestId('tx-type')).toHaveText('ImportTx');
    await expect(page.getByTestId('tx-status')).toHaveText('Accepted');
    await expect(page.getByTestId('tx-block').getByRole('link')).toHaveAttribute('href', `/c/blocks/${height}`);
    await expect(page.getByTestId('tx-fee')).toHaveText(/AVAX$/);
    const credited = page.getByTestId('evm-output').first();
    await expect(credited.locator('a[href^="/c/address/"]')).toHaveAttribute(
      'href',
      /^\/c\/address\/0x[0-9a-fA-F]{40}$/,
    );
    await expect(credited).toContainText('AVAX');

    // Its input names the export's output on the source chain.
    const src = tx.sourceChain!.alias!.toLowerCase();
    const input = tx.importedInputs[0]!;
    const inputLink = page.getByTestId('input').first().locator('a[href*="/tx/"]');
    await expect(inputLink).toHaveAttribute('href', `/${src}/tx/${input.txID}#output-${input.outputIndex}`);
    await inputLink.click();
    await expect(page).toHaveURL(`/${src}/tx/${input.txID}#output-${input.outputIndex}`);
    await expect(page.getByTestId('tx-type')).toHaveText('ExportTx');
    const output = page.locator(`#output-${input.outputIndex}`);
    await expect(output).toBeVisible();
    await expect(page.getByText('Exported to', { exact: true })).toBeVisible();

    // From the export back to the C side: its owner is a C- address, with a page of its own.
    const owner = output.locator('a[href^="/c/address/C-"]').first();
    await expect(owner).toBeVisible();
    await owner.click();
    await expect(page).toHaveURL(/\/c\/address\/C-local1[0-9a-z]+$/);
    await expect(page.getByText('C-Chain address (atomic)')).toBeVisible();
  });

  test('an X/P import from C links each input to the C export, which links its account', async ({ page, request }) => {
    const ctx = await devnetDecodeContext(request);
    const imp = await findImportFromC(request, ctx);
    await page.goto(`/${imp.chain.toLowerCase()}/tx/${imp.id}`);
    const input = imp.importedInputs[0]!;
    const link = page.getByTestId('input').first().locator('a[href*="/tx/"]');
    await expect(link).toHaveAttribute('href', `/c/tx/${input.txID}#output-${input.outputIndex}`);
    await link.click();
    await expect(page).toHaveURL(`/c/tx/${input.txID}#output-${input.outputIndex}`);
    await expect(page.getByTestId('tx-type')).toHaveText('ExportTx');
    await expect(page.locator(`#output-${input.outputIndex}`)).toBeVisible();
    const debited = page.getByTestId('evm-input').first();
    await expect(debited).toContainText(/account nonce \d+/);
    await debited.locator('a[href^="/c/address/"]').click();
    await expect(page).toHaveURL(/\/c\/address\/0x[0-9a-fA-F]{40}$/);
    await expect(page.getByTestId('c-balance')).toHaveText(/AVAX$/);
  });

  test('an X→C export waits at its C- address, listed and linked to the export', async ({ page, request }) => {
    const x = await xTxContext(request);
    // An owner no one holds a key for: nothing (the activity included) can import it before we look.
    const owner = crypto.getRandomValues(new Uint8Array(20));
    const cAddress = formatAddress('C', 'local', owner);
    const exported = 12_345_678n;
    const txID = await exportEwoqXToC(request, x, exported, owner);

    // The export's page links the destination owner to its C- page.
    await page.goto(`/x/tx/${txID}`);
    await expect(page.getByTestId('tx-type')).toHaveText('ExportTx');
    await page.locator(`a[href="/c/address/${cAddress}"]`).first().click();
    await expect(page).toHaveURL(`/c/address/${cAddress}`);
    await expect(page).toHaveTitle(/C-Chain address/);
    const rows = page.getByTestId('c-atomic-X').getByTestId('utxo-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('0.012345678 AVAX');
    // X export outputs are numbered after its own outputs: one change output, so #1.
    await rows.first().locator('a[href*="/tx/"]').click();
    await expect(page).toHaveURL(`/x/tx/${txID}#output-1`);
    await expect(page.locator('#output-1')).toBeVisible();

    // Search sends a C- address to the same page.
    await page.goto(`/search?q=${cAddress}`);
    await expect(page).toHaveURL(`/c/address/${cAddress}`);
  });
});
