import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startAppServer, type AppServer } from '@/bench/serving/app-server';
import { spawnDevnet, type DevnetProcess } from '@/devnet/core/spawn-devnet';
import { newestFinalXTx } from './final-x-tx';

// Its own devnet and app server (the production build, as `npm start` serves it), since the test
// stops the node: the HTML of an accepted tx page is kept and served on with the node gone.
let dataDir: string;
let devnet: DevnetProcess;
let app: AppServer;
let appUrl: string;

async function lastAcceptedXTx(nodeUrl: string): Promise<string> {
  const call = async (method: string, params: object) => {
    const res = await fetch(`${nodeUrl}/ext/index/X/tx`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, encoding: 'hex' } }),
    });
    return ((await res.json()) as { result: { id: string; bytes: string; index: string } }).result;
  };
  return newestFinalXTx(call);
}

test.describe('immutable pages', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-e2e-pages-'));
    devnet = await spawnDevnet(
      ['--port', '0', '--data-dir', path.join(dataDir, 'devnet'), '--activity', 'on'],
      180_000,
    );
    app = await startAppServer({
      SNOWLINE_NODE_URL: devnet.url,
      SNOWLINE_MONITOR: 'off',
      SNOWLINE_DATA_DIR: path.join(dataDir, 'monitor'),
    });
    appUrl = app.url;
  });

  test.afterAll(async () => {
    await app?.stop();
    devnet?.child.kill('SIGKILL');
    await devnet?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('an accepted tx page is kept with a long-lived Cache-Control, and still renders once the node is stopped', async ({
    page,
    request,
  }) => {
    const txID = await lastAcceptedXTx(devnet.url);
    const url = `${appUrl}/x/tx/${txID}`;

    // The page is kept once complete: the follower may still have to reach the tx's block.
    let first = await request.get(url);
    await expect
      .poll(
        async () => {
          if (!/\bpublic\b/.test(first.headers()['cache-control'] ?? '')) first = await request.get(url);
          expect(first.status()).toBe(200);
          return first.headers()['cache-control'];
        },
        { timeout: 60_000 },
      )
      .toMatch(/\bpublic\b/);
    const cacheControl = first.headers()['cache-control'] ?? '';
    // A CDN may keep it for a year; browsers check back after an hour.
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(first.headers()['x-snowline-page-cache']).toBe('miss');
    const again = await request.get(url);
    expect(again.headers()['x-snowline-page-cache']).toBe('hit');
    expect(await again.text()).toBe(await first.text());

    // The node goes away.
    devnet.child.kill('SIGKILL');
    await devnet.exited;
    await expect(fetch(`${devnet.url}/ext/info`, { method: 'POST' })).rejects.toThrow();

    const afterStop = await request.get(url);
    expect(afterStop.status()).toBe(200);
    expect(afterStop.headers()['cache-control']).toBe(cacheControl);
    // Another page, never rendered, now shows the node-down state: the node is really gone.
    expect(await (await request.get(`${appUrl}/x/blocks/1`)).text()).toContain('data-testid="node-down"');

    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    await expect(page.getByText('X-Chain transaction').first()).toBeVisible();
    await expect(page.getByTestId('entity-id')).toHaveText(txID);
    await expect(page.getByTestId('node-down')).toHaveCount(0);
    // The header's live parts load in the browser, and say the node is unreachable.
    await expect(page.getByTestId('network-badge')).toHaveAttribute('data-reachable', 'false');
  });
});
