// A node that serves an X block holding a tx of a type id no codec registers (9999), as a node of a
// later upgrade would: the block page lists that tx as "undecoded (type 9999)" with its id and bytes
// beside the block's other txs, its tx page shows the same, and the history follower writes the block
// and goes on (a later tx is in the history, /status says what it could not decode). The node is the
// e2e devnet behind a proxy that rewrites that one block (and serves no X block index, so the
// follower reads block by block, through the rewritten answers).
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sha256 } from '@noble/hashes/sha2.js';
import { expect, test } from '@playwright/test';
import { formatAddress, formatBytes, idToString, parseBytes, splitAvmBlock, withVersion } from '@/lib/codec';
import { jsonRpc } from '@/devnet/core/json-rpc-client';
import { startApp, type AppProcess } from './history-kill/app-process';
import { forwarded, passOn } from './forwarded';
import { avaxTo, EWOQ, issueEwoqXTx, xTxContext } from './x-wallet';

const DEVNET = `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? 19650}`;
// Ports of their own, 20 above the lying node of hostile-content.spec.ts (both within a helper's range).
const NODE_PORT = Number(process.env.E2E_UNDECODED_NODE_PORT ?? Number(process.env.E2E_LYING_NODE_PORT ?? 3104) + 20);
const APP_PORT = Number(process.env.E2E_UNDECODED_APP_PORT ?? Number(process.env.E2E_LYING_NODE_APP_PORT ?? 3105) + 20);
const UNKNOWN = 9999;
const EWOQ_X = formatAddress('X', 'local', EWOQ.address);

let node: Server;
let app: AppProcess;
let dataDir: string;
const appUrl = `http://127.0.0.1:${APP_PORT}`;
/** The rewritten block: its height, id, the ids of the txs before the rewritten one, and that tx. */
let forged: { height: number; id: string; bytes: Uint8Array; readIDs: string[]; txID: string; txBytes: Uint8Array };

/** The last X block at or below the tip that has txs, with its last tx given type id 9999. */
async function forgeBlock() {
  const { height: tip } = await jsonRpc<{ height: string }>(`${DEVNET}/ext/bc/X`, 'avm.getHeight', {});
  for (let h = Number(tip); h > 0; h--) {
    const r = await jsonRpc<{ block: string }>(`${DEVNET}/ext/bc/X`, 'avm.getBlockByHeight', {
      height: h,
      encoding: 'hex',
    });
    const bytes = parseBytes(r.block);
    const { txs } = splitAvmBlock(bytes);
    const last = txs[txs.length - 1];
    if (!last) continue;
    // A tx sits in a block without its codec version: its type id is its first four bytes there.
    const at = bytes.length - (last.bytes.length - 2);
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, UNKNOWN);
    const txBytes = withVersion(bytes.subarray(at));
    return {
      height: h,
      id: idToString(sha256(bytes)),
      bytes,
      readIDs: txs.slice(0, -1).map((t) => idToString(sha256(t.bytes))),
      txID: idToString(sha256(txBytes)),
      txBytes,
    };
  }
  throw new Error('the devnet has no X block with txs yet');
}

/** The devnet's answer to `body`, with the forged block and tx where they are asked for. */
function rewrite(url: string, body: string, text: string): string {
  let call: { method?: string; params?: Record<string, unknown> };
  try {
    call = JSON.parse(body) as typeof call;
  } catch {
    return text;
  }
  const p = call.params ?? {};
  const reply = JSON.parse(text) as { result?: Record<string, unknown> };
  if (!reply.result || !url.startsWith('/ext/bc/X')) return text;
  const asked =
    (call.method === 'avm.getBlockByHeight' && String(p.height) === String(forged.height)) ||
    (call.method === 'avm.getBlock' && p.blockID === forged.id);
  if (asked) return JSON.stringify({ ...reply, result: { ...reply.result, block: formatBytes(forged.bytes) } });
  return text;
}

test.describe('a block with a tx of a type Snowline does not know', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    forged = await forgeBlock();
    node = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        const url = req.url ?? '/';
        if (url.startsWith('/ext/index/X/block')) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('404 page not found');
          return;
        }
        // The forged tx is served, and accepted, as the block that holds it is.
        const forgedTx = /"method":"avm\.getTx(Status)?"/.exec(body);
        if (forgedTx && body.includes(forged.txID)) {
          const id = (JSON.parse(body) as { id: unknown }).id;
          const result = forgedTx[1] ? { status: 'Accepted' } : { tx: formatBytes(forged.txBytes), encoding: 'hex' };
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
          return;
        }
        const upstream = await forwarded(DEVNET, req, body);
        passOn(res, upstream, upstream.ok && req.method === 'POST' ? rewrite(url, body, upstream.text) : upstream.text);
      });
    });
    await new Promise<void>((r) => node.listen(NODE_PORT, '127.0.0.1', r));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-e2e-undecoded-'));
    app = await startApp(
      `http://127.0.0.1:${NODE_PORT}`,
      path.join(dataDir, 'data'),
      { SNOWLINE_FOLLOW_POLL_MS: '200' },
      APP_PORT,
    );
  });

  test.afterAll(async () => {
    app?.child.kill('SIGTERM');
    // The app writes its data dir until it is gone.
    await app?.exited;
    await new Promise<void>((r) => (node ? node.close(() => r()) : r()));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the block page lists the tx as undecoded beside the txs it read, and its tx page shows it', async ({
    page,
  }) => {
    expect((await page.goto(`${appUrl}/x/blocks/${forged.height}`))?.status()).toBe(200);
    await expect(page.getByTestId('block-height')).toContainText(String(forged.height));
    const undecoded = page.getByTestId('undecoded-tx');
    await expect(undecoded).toContainText(`undecoded (type ${UNKNOWN})`);
    await expect(undecoded.locator(`[title="${forged.txID}"]`)).toBeVisible();
    await expect(undecoded.getByTestId('undecoded-hex')).toHaveText(
      `0x${Buffer.from(forged.txBytes.subarray(2)).toString('hex')}`,
    );
    await expect(page.getByTestId('block-txs').locator('> li')).toHaveCount(forged.readIDs.length + 1);
    for (const id of forged.readIDs)
      await expect(page.getByTestId('block-txs').locator(`[title="${id}"]`)).toBeVisible();

    await undecoded.getByRole('link', { name: forged.txID.slice(0, 6) }).click();
    await expect(page).toHaveURL(`${appUrl}/x/tx/${forged.txID}`);
    await expect(page.getByText(`undecoded (type ${UNKNOWN})`).first()).toBeVisible();
    await expect(page.getByTestId('tx-status')).toContainText('Accepted');
    await expect(page.getByTestId('undecoded-hex')).toHaveText(`0x${Buffer.from(forged.txBytes).toString('hex')}`);
  });

  test('the follower writes the block and goes on: a later tx is in the history, /status says so', async ({
    page,
    request,
  }) => {
    const ctx = await xTxContext(request);
    const later = await issueEwoqXTx(request, ctx, (base, amount) => ({
      kind: 'BaseTx',
      base: { ...base, outputs: [avaxTo(ctx, amount - ctx.fee, EWOQ.address)] },
    }));
    await expect
      .poll(
        async () => {
          const r = await request.get(`${appUrl}/api/history/address/${EWOQ_X}?chain=X&limit=100`);
          return r.ok() ? ((await r.json()) as { rows: { txID: string }[] }).rows.map((row) => row.txID) : [];
        },
        { timeout: 120_000 },
      )
      .toContain(later);
    expect((await page.goto(`${appUrl}/x/address/${EWOQ_X}`))?.status()).toBe(200);
    await expect(page.locator(`a[href="/x/tx/${later}"]`).first()).toBeVisible({ timeout: 30_000 });

    expect((await page.goto(`${appUrl}/status`))?.status()).toBe(200);
    const note = page.getByTestId('status-X-undecoded');
    await expect(note).toContainText(`block ${forged.height}`);
    await expect(note).toContainText(`undecoded (type ${UNKNOWN})`);
    await expect(note.locator(`a[href="/x/tx/${forged.txID}"]`)).toBeVisible();
    await expect(page.getByTestId('status-X')).not.toContainText('Last error');
  });
});
