import http from 'node:http';
import { expect, test } from '@playwright/test';
import { rpc } from './node-rpc';

// Must match SNOWLINE_ALERT_WEBHOOK_URL given to the app in playwright.config.ts.
const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 19797);
const SAMPLE_MS = 3000;

type Alert = { type: string; event: string; nodeID: string; problems: string[]; uptime: number; threshold: number };
const received: { at: number; body: Alert }[] = [];
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/hook')
        received.push({ at: Date.now(), body: JSON.parse(body) as Alert });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('watching a validator under its threshold raises an alert that reaches the webhook', async ({ page, request }) => {
  const { validators } = await rpc<{ validators: { nodeID: string; uptime?: string }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
  );
  const low = validators.find((v) => v.uptime !== undefined && Number(v.uptime) < 75);
  expect(low, 'the devnet has validators under the 80% requirement').toBeDefined();
  const nodeID = low!.nodeID;
  // A watch left by an earlier run would keep its alerting state: start from scratch.
  await request.delete(`/api/monitor/watchlist?nodeID=${nodeID}`);

  await page.goto('/validators/watchlist');
  await expect(page.getByTestId('webhook-status')).toHaveText('configured');
  await page.getByTestId('watch-node').fill(nodeID);
  const added = Date.now();
  await page.getByTestId('watch-submit').click();

  const row = page.locator(`[data-testid=watch-row][data-node="${nodeID}"]`);
  await expect(row.getByTestId('watch-state')).toHaveAttribute('data-state', 'alerting');
  await expect(row).toContainText('default (80%)');

  await expect
    .poll(() => received.find((r) => r.body.nodeID === nodeID), { timeout: 2 * SAMPLE_MS + 5000 })
    .toBeDefined();
  const hit = received.find((r) => r.body.nodeID === nodeID)!;
  // The devnet may also have it disconnected at that moment; being under threshold must be among the problems.
  expect(hit.body).toMatchObject({
    type: 'snowline.validator-alert',
    event: 'alert',
    problems: expect.arrayContaining(['below-threshold']),
    threshold: 80,
  });
  expect(hit.body.uptime).toBeLessThan(80);
  // Within one sampling interval of the watch starting (plus delivery slack).
  expect(hit.at - added).toBeLessThan(SAMPLE_MS + 3000);

  const alert = page
    .getByTestId('alert-list')
    .locator('[data-testid=alert]')
    .filter({ hasText: nodeID.slice(0, 14) })
    .first();
  await expect(alert).toHaveAttribute('data-delivery', 'delivered');
  await expect(alert).toContainText('uptime below 80%');

  // The validator's own page shows the same state.
  await page.goto(`/validators/${nodeID}`);
  await expect(page.getByTestId('watch-state')).toHaveAttribute('data-state', 'alerting');

  // Removing it stops the watch.
  await page.goto('/validators/watchlist');
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
});

test('a custom threshold above a healthy validator uptime alerts, a reachable one does not', async ({ request }) => {
  const { validators } = await rpc<{ validators: { nodeID: string; uptime?: string; connected: boolean }[] }>(
    request,
    'bc/P',
    'platform.getCurrentValidators',
  );
  const healthy = validators.filter((v) => v.connected && Number(v.uptime) > 90 && Number(v.uptime) < 99.9).slice(0, 2);
  expect(healthy).toHaveLength(2);
  const [a, b] = healthy as [(typeof healthy)[0], (typeof healthy)[0]];
  for (const v of healthy) await request.delete(`/api/monitor/watchlist?nodeID=${v.nodeID}`);
  const strict = await request.post('/api/monitor/watchlist', { data: { nodeID: a.nodeID, threshold: 99.95 } });
  expect(strict.status()).toBe(201);
  expect((await strict.json()).entry).toMatchObject({
    state: 'alerting',
    problems: expect.arrayContaining(['below-threshold']),
    effectiveThreshold: 99.95,
  });
  const lenient = await request.post('/api/monitor/watchlist', { data: { nodeID: b.nodeID, threshold: 50 } });
  // (It may have just disconnected — a separate problem — but it is not below 50%.)
  expect((await lenient.json()).entry.problems).not.toContain('below-threshold');

  const bad = await request.post('/api/monitor/watchlist', { data: { nodeID: 'not-a-node', threshold: 50 } });
  expect(bad.status()).toBe(400);
  for (const v of healthy) await request.delete(`/api/monitor/watchlist?nodeID=${v.nodeID}`);
});
