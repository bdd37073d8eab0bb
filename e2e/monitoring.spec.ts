import http from 'node:http';
import { expect, test } from '@playwright/test';
import { rpc } from './node-rpc';

// Must match SNOWLINE_ALERT_WEBHOOK_URL given to the app in playwright.config.ts.
const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 19797);
const SAMPLE_MS = 3000;

type Item = { kind: string; condition: string; severity: string; detail: string };
type Alert = {
  type: string;
  validator: { nodeID?: string };
  severity: string;
  observedAt: string;
  items: Item[];
  text: string;
};
const received: { at: number; post: number; body: Alert }[] = [];
let posts = 0;
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/hook') {
        // One validator's alert, or several validators' of one sample in one POST.
        const b = JSON.parse(body) as Alert | { type: 'snowline.graded-alerts'; alerts: Alert[] };
        const at = Date.now();
        for (const a of 'alerts' in b ? b.alerts : [b]) received.push({ at, post: posts, body: a });
        posts++;
      }
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
  await expect(page.getByTestId('webhook-status')).toContainText('configured: graded alerts, info and above');
  // The environment's webhook is listed among the channels, fixed there.
  await expect(page.getByTestId('channel-from-env')).toContainText('SNOWLINE_ALERT_WEBHOOK_URL');
  await page.getByTestId('watch-node').fill(nodeID);
  const added = Date.now();
  await page.getByTestId('watch-submit').click();

  const row = page.locator(`[data-testid=watch-row][data-node="${nodeID}"]`);
  await expect(row.getByTestId('watch-state')).toHaveAttribute('data-state', 'alerting');
  await expect(row).toContainText('default (80%)');

  const about = () => received.filter((r) => r.body.validator.nodeID === nodeID);
  await expect.poll(() => about().length, { timeout: 2 * SAMPLE_MS + 5000 }).toBeGreaterThan(0);
  const hit = about()[0]!;
  // One message for the validator, its conditions grouped in it; low uptime is among them.
  expect(hit.body).toMatchObject({ type: 'snowline.graded-alert', validator: { nodeID } });
  const uptime = hit.body.items.find((i) => i.condition === 'uptime');
  expect(uptime).toMatchObject({ kind: 'new', severity: 'warning' });
  expect(uptime!.detail).toMatch(/uptime \d+\.\d\d% is below 80% \(as the connected node sees it\)/);
  expect(Number(/uptime (\d+\.\d\d)%/.exec(uptime!.detail)![1])).toBeLessThan(80);
  // Within one sampling interval of the watch starting (plus delivery slack).
  expect(hit.at - added).toBeLessThan(SAMPLE_MS + 3000);

  // A few samples on, the low uptime was announced once: no message per sample or per condition.
  await page.waitForTimeout(3 * SAMPLE_MS);
  const uptimeItems = about().flatMap((r) => r.body.items.filter((i) => i.condition === 'uptime' && i.kind === 'new'));
  expect(uptimeItems).toHaveLength(1);
  // At most one message per sample (its time) for the validator.
  const samples = about().map((r) => r.body.observedAt);
  expect(new Set(samples).size).toBe(samples.length);
  // And at most one POST per sample, whatever else is watched.
  const perPost = new Map(received.map((r) => [r.post, r.body.observedAt]));
  expect(new Set(perPost.values()).size).toBe(perPost.size);

  // The app shows the message and that the webhook got it.
  const shown = page
    .getByTestId('notification')
    .filter({ hasText: nodeID })
    .filter({ hasText: 'uptime below the requirement' });
  await expect(shown.first().getByTestId('deliveries')).toContainText('delivered');
  await expect(shown.first()).toContainText('is below 80%');

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
